import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isSupportedNode, nodeVerdict, SUPPORTED_NODE } from "~/.server/runtime-check";

/** Issue #30 item 9: engines, README and the start-up check name the same Node floor. */
describe("the Node the shop runs on", () => {
  it("refuses Node below what production code uses (zlib.crc32, require of ES modules)", () => {
    for (const old of ["18.20.4", "20.9.0", "20.15.0", "20.18.3", "21.7.3", "22.11.0"]) {
      expect(isSupportedNode(old), old).toBe(false);
      expect(nodeVerdict(old)).toMatchObject({ fatal: true, message: expect.stringContaining("Node 24 LTS") });
      expect(nodeVerdict(old)!.message).not.toContain("\n");
    }
    for (const ok of ["20.19.0", "20.20.2", "22.12.0", "23.0.0", "24.21.0", "26.1.0"])
      expect(isSupportedNode(ok), ok).toBe(true);
  });

  it("warns once past a line's end of life and names Node 24 LTS", () => {
    const today = new Date("2026-11-25T00:00:00Z");
    expect(nodeVerdict("20.20.2", today)).toEqual({
      fatal: false,
      message: expect.stringMatching(/Node 20 reached its end of life on 2026-04-30.*Node 24 LTS/),
    });
    expect(nodeVerdict("22.12.0", today)).toBeNull();
    expect(nodeVerdict("22.12.0", new Date("2027-05-01T00:00:00Z"))?.fatal).toBe(false);
    expect(nodeVerdict("24.21.0", today)).toBeNull();
  });

  it("package.json engines, .node-version and README agree with the check", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    expect(isSupportedNode(fs.readFileSync(".node-version", "utf8").trim())).toBe(true);
    const readme = fs.readFileSync("README.md", "utf8");
    expect(readme).toContain("20.19 or 22.12");
    expect(readme).not.toMatch(/Node 20\+/);
  });
});
