#!/usr/bin/env bash
# The README's set-up commands on whatever Node is first on PATH: install, build,
# start on embedded defaults, fetch one page, stop. CI runs it on the machine's own Node.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "smoke check on Node $(node -v)"
npm ci --no-audit --no-fund --loglevel=error
npm run build >/dev/null
data_dir="$(mktemp -d)"
port="${SMOKE_PORT:-3999}"
# Its own process group (npm, its shell and node), so the trap stops node too, not only npm.
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" setsid npm start >"$data_dir/server.log" 2>&1 &
server=$!
# npm exits at SIGTERM while node still drains and writes to DATA_DIR (its drawn images): the folder is
# removed once no process of the group is left, or removing it races with those writes.
stop_server() {
  kill -- -"$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 -- -"$server" 2>/dev/null || break; sleep 0.1; done
  kill -KILL -- -"$server" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap stop_server EXIT
for _ in $(seq 1 300); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$port/robots.txt" 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$data_dir/server.log"; exit 1; fi
  sleep 0.2
done
status="$(curl -s -o "$data_dir/page.html" -w '%{http_code}' "http://127.0.0.1:$port/shop")"
if [ "$status" != 200 ] || ! grep -q '<title>' "$data_dir/page.html"; then
  echo "smoke check failed: /shop answered $status"
  cat "$data_dir/server.log"
  exit 1
fi
# A Node past its end of life logs exactly one warning naming the LTS to move to (app/.server/runtime-check.ts).
expected="$(node --import tsx -e 'import("./app/.server/runtime-check.ts").then((m) => console.log(m.nodeVerdict(process.versions.node)?.message ?? ""))')"
if [ -n "$expected" ]; then
  count="$(grep -cxF "$expected" "$data_dir/server.log" || true)"
  if [ "$count" != 1 ]; then
    echo "smoke check failed: expected one line \"$expected\", found $count"
    cat "$data_dir/server.log"
    exit 1
  fi
  echo "end-of-life warning logged once: $expected"
fi
echo "smoke check passed on Node $(node -v): /shop answered 200"
