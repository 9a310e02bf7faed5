import { describe, expect, it } from "vitest";
import { DumpError, sealDump } from "~/.server/db/dump-script";
import { openBackup, sealBackup } from "~/.server/db/shop-backup";

/** Issue 56 item 3: a backup file is taken whole and as db:backup wrote it, or refused before anything is written. */
const database = sealDump("-- PostgreSQL database dump\nselect 1;\n-- PostgreSQL database dump complete\n");
const store = JSON.stringify({ carts: {}, orders: [{ name: "#1001" }] });

describe("a shop backup file", () => {
  it("round-trips the database, the storefront's store and the secrets", () => {
    const files = { "local-storefront.json": store, "session-secret": "s3cret" };
    expect(openBackup(sealBackup({ database, files }))).toEqual({ database, files });
  });

  it("still reads a dump of the database alone (db:backup before version 2)", () => {
    expect(openBackup(database)).toEqual({ database, files: {} });
  });

  it("refuses crafted, cut-off or changed backups", () => {
    const crafted = (body: object) => sealDump(JSON.stringify({ format: "biolife-shop-backup", version: 2, ...body }));
    for (const name of [
      "../owner.lock",
      "/etc/passwd",
      "pglite/PG_VERSION",
      "owner.lock",
      "local-storefront.json.journal",
    ])
      expect(() => openBackup(crafted({ database, files: { [name]: "x" } }))).toThrow(DumpError);
    expect(() => openBackup(crafted({ database: "select 1;", files: {} }))).toThrow(/incomplete/);
    expect(() => openBackup(crafted({ database, files: { "local-storefront.json": '{"orders":{}}' } }))).toThrow(
      /not the storefront's store/,
    );
    expect(() => openBackup(crafted({ database, files: { "local-storefront.json": "{not json" } }))).toThrow(
      /not the storefront's store/,
    );
    expect(() => openBackup(crafted({ database, files: {}, extra: 1 }))).toThrow(DumpError);
    const whole = sealBackup({ database, files: { "local-storefront.json": store } });
    expect(() => openBackup(whole.slice(0, whole.length - 30))).toThrow(/incomplete/);
    expect(() => openBackup(whole.replace("#1001", "#1002"))).toThrow(/damaged/);
  });
});
