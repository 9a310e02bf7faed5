import type { LocalProduct } from "./catalogue/catalogue";

/** Product photography for the embedded storefront: an SVG of a labelled bottle, pouch or dropper bottle. */
const SIZE = 1200;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, maxChars - 1)}…`;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 700) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
}

function container(
  shape: LocalProduct["artwork"]["shape"],
  color: string,
): { body: string; label: { x: number; y: number; w: number; h: number } } {
  switch (shape) {
    case "pouch":
      return {
        body: `<path d="M330 250 H870 L900 1060 Q900 1090 870 1090 H330 Q300 1090 300 1060 Z" fill="#fdfaf3" stroke="#d8d2c4" stroke-width="6"/>
<rect x="330" y="250" width="540" height="40" fill="${color}" opacity="0.85"/>`,
        label: { x: 340, y: 420, w: 520, h: 460 },
      };
    case "dropper":
      return {
        body: `<rect x="545" y="150" width="110" height="150" rx="50" fill="#222"/><rect x="520" y="290" width="160" height="90" rx="12" fill="#333"/>
<rect x="430" y="370" width="340" height="690" rx="70" fill="#7a4b21"/>`,
        label: { x: 450, y: 540, w: 300, h: 380 },
      };
    default:
      return {
        body: `<rect x="455" y="190" width="290" height="120" rx="18" fill="${color}"/>
<rect x="390" y="290" width="420" height="780" rx="80" fill="#ffffff" stroke="#d9d9d9" stroke-width="6"/>`,
        label: { x: 405, y: 470, w: 390, h: 420 },
      };
  }
}

function frontLabel(product: LocalProduct): string {
  const { shape, color } = product.artwork;
  const { body, label } = container(shape, color);
  const cx = label.x + label.w / 2;
  const chars = Math.floor(label.w / 24);
  return `${body}
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="16" fill="${color}"/>
${textLines([product.vendor.toUpperCase()], cx, label.y + 60, 26, "#ffffffcc", 600)}
${textLines(wrap(product.title, chars, 4), cx, label.y + 140, 44, "#ffffff")}
${textLines([product.productType], cx, label.y + label.h - 40, 30, "#ffffffdd", 600)}`;
}

function factsPanel(product: LocalProduct): string {
  const rows = product.tags.slice(0, 6);
  return `<rect x="260" y="160" width="680" height="880" fill="#fff" stroke="#111" stroke-width="8"/>
${textLines(["Supplement Facts"], 600, 250, 60, "#111", 800)}
<line x1="290" y1="290" x2="910" y2="290" stroke="#111" stroke-width="14"/>
${textLines([`Serving Size: ${product.variants[0]?.title ?? "1 serving"}`], 600, 350, 30, "#111", 500)}
${rows.map((tag, i) => `<line x1="290" y1="${400 + i * 90}" x2="910" y2="${400 + i * 90}" stroke="#111" stroke-width="3"/>${textLines([tag], 600, 455 + i * 90, 34, "#111", 500)}`).join("")}`;
}

function lifestyle(product: LocalProduct): string {
  const { color } = product.artwork;
  return `<circle cx="420" cy="520" r="300" fill="${color}" opacity="0.35"/><circle cx="820" cy="760" r="260" fill="${color}" opacity="0.55"/>
${textLines(wrap(product.title, 20, 3), 600, 1040, 48, "#1b1b1b")}`;
}

export function productArtworkSvg(product: LocalProduct, index: number): string {
  const caption = product.imageCaptions[index] ?? "Front label";
  const content =
    index === 0 ? frontLabel(product) : caption === "Supplement Facts" ? factsPanel(product) : lifestyle(product);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<rect width="${SIZE}" height="${SIZE}" fill="#f4efe6"/>${content}</svg>`;
}
