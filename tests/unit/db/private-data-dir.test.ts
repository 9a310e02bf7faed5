import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDataDirPrivate } from "../../../app/.server/db/private-data-dir";

const umask = process.umask();
const made: string[] = [];
afterAll(() => {
  process.umask(umask);
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("makeDataDirPrivate", () => {
  it("closes what a DATA_DIR that is a link names, and never follows a link inside it", () => {
    const real = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-private-real-"));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-private-outside-"));
    const linkParent = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-private-link-"));
    made.push(real, outside, linkParent);
    fs.chmodSync(real, 0o755);
    fs.writeFileSync(path.join(real, "store.json"), "{}", { mode: 0o644 });
    fs.chmodSync(path.join(real, "store.json"), 0o644);
    fs.writeFileSync(path.join(outside, "theirs"), "", { mode: 0o644 });
    fs.chmodSync(path.join(outside, "theirs"), 0o644);
    fs.symlinkSync(path.join(outside, "theirs"), path.join(real, "a-link"));
    const dataDir = path.join(linkParent, "data");
    fs.symlinkSync(real, dataDir);

    expect(makeDataDirPrivate(dataDir)).toBe(2);
    expect(fs.statSync(real).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(real, "store.json")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(outside, "theirs")).mode & 0o777).toBe(0o644);
  });
});
