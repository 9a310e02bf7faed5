import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/** Each thread of a process and its nice value (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function niceByThread(pid: number): Map<number, number> {
  return new Map(
    fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return [Number(tid), Number(fields[16])];
    }),
  );
}

/**
 * The embedded database's thread yields the CPU to the event loop under
 * overload (decision 0049): it alone runs at a lower priority, never the
 * event loop, which answers the probes.
 */
// Only a higher nice value can be set without privileges: under `nice -n 5` or more there is nothing to see.
describe.runIf(process.platform === "linux" && os.getPriority() < 5)("the embedded database's thread", () => {
  it("runs at nice 5 while the event loop keeps the server's own priority", { timeout: 120_000 }, async () => {
    const server = await startServerProcess({});
    try {
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
      const nice = niceByThread(server.pid);
      const own = nice.get(server.pid);
      expect(own).toBe(os.getPriority());
      expect([...nice].filter(([, value]) => value === 5)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});
