// `npm run icons`: writes app/assets/icons.svg, one <symbol> per icon that
// app/components/ui/icons.tsx names, drawn from lucide's own icon data.
// `--check` exits 1 when the committed sprite is not what this would write.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const spritePath = path.join(root, "app/assets/icons.svg");
const iconsDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function buildSprite() {
  const source = fs.readFileSync(path.join(root, "app/components/ui/icons.tsx"), "utf8");
  const ids = [...new Set([...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))].sort();
  const symbols = [];
  for (const id of ids) {
    const file = path.join(iconsDir, `${id}.mjs`);
    if (!fs.existsSync(file)) throw new Error(`lucide has no icon "${id}"`);
    const { __iconData } = await import(pathToFileURL(file).href);
    const children = __iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${escape(value)}"`)
          .join("");
        return `<${tag}${list}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sprite = await buildSprite();
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(spritePath) ? fs.readFileSync(spritePath, "utf8") : "";
    if (current !== sprite) {
      console.error("app/assets/icons.svg is stale: run `npm run icons`");
      process.exit(1);
    }
  } else {
    fs.writeFileSync(spritePath, sprite);
    console.log(`app/assets/icons.svg: ${sprite.split("<symbol").length - 1} icons, ${sprite.length} bytes`);
  }
}
