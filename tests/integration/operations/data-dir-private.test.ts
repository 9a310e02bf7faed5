import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";
import { placeLocalOrder, signUp } from "../../support/shop-http";

/**
 * Issue 56 item 5: DATA_DIR (the embedded database with password hashes and
 * emails, the storefront's orders, the session secret) is private to the
 * shop's user from the first start, and a loose one is made private at start.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Every entry under dir (dir itself first), symbolic links not followed. */
function entries(dir: string): string[] {
  const found = [dir];
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.lstatSync(full).isDirectory()) found.push(...entries(full));
    else found.push(full);
  }
  return found;
}

/** Entries a user other than the owner could read, write or enter. */
const open = (dir: string) =>
  entries(dir)
    .map((file) => ({ file, mode: fs.lstatSync(file).mode }))
    .filter(({ mode }) => (mode & 0o077) !== 0 && (mode & fs.constants.S_IFMT) !== fs.constants.S_IFLNK)
    .map(({ file, mode }) => `${path.relative(dir, file) || "."} ${(mode & 0o777).toString(8)}`);

/** What the user nobody reads of each file under dir. */
function readByNobody(dir: string): string[] {
  const read: string[] = [];
  const listing = spawnSync("runuser", ["-u", "nobody", "--", "ls", dir], { encoding: "utf8" });
  if (listing.status === 0) read.push(`. listed: ${listing.stdout.split("\n").length - 1} names`);
  for (const file of entries(dir).filter((f) => fs.lstatSync(f).isFile())) {
    const cat = spawnSync("runuser", ["-u", "nobody", "--", "cat", file]);
    if (cat.status === 0 || cat.stdout.length > 0) read.push(`${path.relative(dir, file)}: ${cat.stdout.length} bytes`);
  }
  return read;
}

describe("DATA_DIR is private to the shop's user", () => {
  it(
    "from the first start nobody else reads anything there, and a loose DATA_DIR is made private at start",
    { timeout: 300_000 },
    async () => {
      // A folder other users may enter, as a home or /srv often is, holding a DATA_DIR made by hand.
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), "ops-private-"));
      dirs.push(parent);
      fs.chmodSync(parent, 0o755);
      const dataDir = path.join(parent, "shop");
      fs.mkdirSync(dataDir);
      fs.chmodSync(dataDir, 0o755);
      expect(spawnSync("runuser", ["-u", "nobody", "--", "true"]).status).toBe(0);

      let server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
      try {
        expect(await signUp(server.origin, "private@example.com")).toBe(303);
        await placeLocalOrder(server.origin, "private@example.com");
        expect(open(dataDir)).toEqual([]);
        expect(readByNobody(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }

      // A shop made before (or copied with) loose modes: fixed at start, with a log line saying so.
      for (const file of entries(dataDir)) fs.chmodSync(file, fs.lstatSync(file).isDirectory() ? 0o777 : 0o666);
      server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
      try {
        expect(open(dataDir)).toEqual([]);
        expect(readByNobody(dataDir)).toEqual([]);
        expect(server.output()).toMatch(/DATA_DIR .* made private/);
      } finally {
        await server.stop();
      }
    },
  );
});
