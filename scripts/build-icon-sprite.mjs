// `npm run icons`: writes the two icon files drawn from lucide's own icon data:
// - app/assets/icons.svg, one <symbol> per icon that app/components/ui/icons.tsx
//   names (inline <svg><use>);
// - app/assets/css-icons.css, the icons drawn by CSS on a class's ::before
//   (CSS_ICONS below): one mask image holding every such icon side by side,
//   each class picking its cell by mask-position.
// `--check` exits 1 when a committed file is not what this would write.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const spritePath = path.join(root, "app/assets/icons.svg");
const cssIconsPath = path.join(root, "app/assets/css-icons.css");
const iconsDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");

/**
 * The icons drawn by CSS (where a page repeats them, decision 0027) and the
 * elements (a class, or a card's button by its place, decision 0033) whose
 * ::before draws each. One image for all of them, not one data
 * URL each: Chromium builds a document for every SVG image a page's style
 * uses, and 27 of them cost about 30 ms of the first style calculation on a
 * phone (decision 0034).
 */
export const CSS_ICONS = {
  "shopping-cart": [".i-cart", ".btn-cart", ".card > :last-child > div > button"],
  eye: [".card > :last-child > div > div:first-of-type > a:first-child"],
  search: [".i-search"],
  sparkles: [".i-sparkles"],
  "log-in": [".i-login"],
  user: [".i-user"],
  menu: [".i-menu"],
  "message-circle": [".i-chat"],
  "flask-conical": [".i-flask", ".i-tested"],
  factory: [".i-factory", ".i-gmp"],
  "badge-check": [".i-checked", ".i-nsf"],
  "shield-check": [".i-usa"],
  leaf: [".i-nongmo"],
  award: [".i-award"],
  "rotate-ccw": [".i-rotate"],
  truck: [".i-truck"],
  lock: [".i-lock"],
  users: [".i-users"],
  "heart-handshake": [".i-handshake"],
  "shopping-bag": [".i-bag"],
  mail: [".i-mail"],
  "clipboard-list": [".i-clipboard"],
  stethoscope: [".i-stethoscope"],
  tv: [".i-tv"],
};

/** A certification badge's icons: drawn on ::after over its ring (`.badge::after` in app/tailwind.css sizes it). */
const RING_ICONS = new Set([".i-gmp", ".i-tested", ".i-usa", ".i-nongmo", ".i-nsf", ".i-award"]);

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's elements as SVG markup, with the given quote around attribute values. */
async function iconChildren(id, quote = '"') {
  const file = path.join(iconsDir, `${id}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`lucide has no icon "${id}"`);
  const { __iconData } = await import(pathToFileURL(file).href);
  return __iconData.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}=${quote}${escape(value)}${quote}`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
}

export async function buildSprite() {
  const source = fs.readFileSync(path.join(root, "app/components/ui/icons.tsx"), "utf8");
  const ids = [...new Set([...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))].sort();
  const symbols = [];
  for (const id of ids) symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${await iconChildren(id)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

export async function buildCssIcons() {
  const ids = Object.keys(CSS_ICONS);
  const cells = [];
  for (const [i, id] of ids.entries())
    cells.push(`<svg x='${24 * i}' width='24' height='24'>${await iconChildren(id, "'")}</svg>`);
  const image =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${24 * ids.length} 24' fill='none' stroke='#000' ` +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${cells.join("")}</svg>`;
  // Only what a CSS url() needs escaped, so the file stays readable and small.
  const url = image.replace(/[#%<>"]/g, (c) => encodeURIComponent(c));
  const pseudo = (host) => `${host}${RING_ICONS.has(host) ? "::after" : "::before"}`;
  const before = (hosts) => hosts.map(pseudo).join(",\n");
  const rules = ids.map(
    (id, i) =>
      `/* ${id} */\n${before(CSS_ICONS[id])} {\n  mask-position: ${+((i / (ids.length - 1)) * 100).toFixed(4)}% 0;\n}`,
  );
  const hosts = Object.values(CSS_ICONS).flat();
  return [
    "/* Written by `npm run icons` (scripts/build-icon-sprite.mjs) from lucide's icon data: do not edit. */",
    // Forced colours (Windows high contrast) paint every background in the system's Canvas colour, the icons'
    // included: they would vanish. Kept out of forcing, an icon is drawn in the system's text colour (not
    // currentColor: that is the label's own colour before forcing, white on a green button).
    // !important: a colour class (.icon-gold ...) in a later layer would otherwise win.
    `${before(hosts)} {\n  mask-image: url("data:image/svg+xml,${url}");\n  mask-size: ${ids.length * 100}% 100%;\n  mask-repeat: no-repeat;\n  @media (forced-colors: active) {\n    forced-color-adjust: none;\n    background: CanvasText !important;\n  }\n}`,
    "/* An icon before a label: 1rem unless .i-5, .i-6, .i-7 or .icon-head (app/tailwind.css) sizes it. */",
    `${before(hosts.filter((host) => !RING_ICONS.has(host)))} {\n  content: "";\n  width: 1rem;\n  height: 1rem;\n  flex-shrink: 0;\n  background: currentColor;\n}`,
    ...rules,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = [
    [spritePath, await buildSprite()],
    [cssIconsPath, await buildCssIcons()],
  ];
  for (const [file, text] of files) {
    const name = path.relative(root, file);
    if (process.argv.includes("--check")) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
      if (current !== text) {
        console.error(`${name} is stale: run \`npm run icons\``);
        process.exitCode = 1;
      }
    } else {
      fs.writeFileSync(file, text);
      console.log(`${name}: ${text.length} bytes`);
    }
  }
}
