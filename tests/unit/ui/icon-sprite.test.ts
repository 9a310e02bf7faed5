import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSprite } from "../../../scripts/build-icon-sprite.mjs";

describe("icon sprite", () => {
  it("holds exactly the icons components/ui/icons.tsx names (run `npm run icons` after changing them)", async () => {
    const committed = fs.readFileSync(path.resolve("app/assets/icons.svg"), "utf8");
    expect(committed).toBe(await buildSprite());
  });

  it("has a symbol for every icon a component draws", () => {
    const sprite = fs.readFileSync(path.resolve("app/assets/icons.svg"), "utf8");
    const source = fs.readFileSync(path.resolve("app/components/ui/icons.tsx"), "utf8");
    const ids = [...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
  });
});
