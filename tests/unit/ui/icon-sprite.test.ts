import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCssIcons, buildSprite, CSS_ICONS } from "../../../scripts/build-icon-sprite.mjs";

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

describe("icons drawn by CSS", () => {
  const stylesheet = fs.readFileSync(path.resolve("app/tailwind.css"), "utf8");

  it("are the committed css-icons.css (run `npm run icons` after changing CSS_ICONS)", async () => {
    expect(fs.readFileSync(path.resolve("app/assets/css-icons.css"), "utf8")).toBe(await buildCssIcons());
    expect(stylesheet).toContain('@import "./assets/css-icons.css"');
  });

  it("use one image for all, so a page's style builds one SVG document, not one per icon", async () => {
    const css = await buildCssIcons();
    expect(css.match(/url\(/g)).toHaveLength(1);
    expect(stylesheet).not.toMatch(/mask[\w-]*:[^;]*url\(/);
    expect(stylesheet).not.toContain("--icon");
  });

  it("draw every icon class the app's markup names", () => {
    const files = fs.readdirSync("app", { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const named = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(path.join("app", file), "utf8");
      for (const m of text.matchAll(/["'` ]i-([a-z]+)\b/g)) named.add(`.i-${m[1]}`);
    }
    const badges = fs.readFileSync("app/content/certifications.ts", "utf8").match(/type BadgeIcon = ([^;]+);/)![1];
    for (const m of badges.matchAll(/"([a-z]+)"/g)) named.add(`.i-${m[1]}`);
    const drawn = new Set(Object.values(CSS_ICONS).flat());
    expect(named.size).toBeGreaterThan(20);
    for (const name of named) if (!/^\.i-[567]$/.test(name)) expect(drawn, name).toContain(name);
  });
});
