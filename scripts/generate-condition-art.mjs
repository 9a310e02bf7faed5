// Writes the condition pages' illustrations (public/images/conditions/{slug}.svg):
// soft abstract artwork, one palette per condition. Run once; the output is committed.
import fs from "node:fs";

const palettes = {
  "blood-sugar": ["#7c2d12", "#f59e0b"],
  "heart-health": ["#881337", "#fb7185"],
  "blood-pressure": ["#7f1d1d", "#f87171"],
  cholesterol: ["#713f12", "#facc15"],
  weight: ["#14532d", "#4ade80"],
  joint: ["#1e3a8a", "#60a5fa"],
  brain: ["#4c1d95", "#a78bfa"],
  immune: ["#065f46", "#34d399"],
  digestion: ["#365314", "#a3e635"],
  sleep: ["#1e1b4b", "#818cf8"],
  stress: ["#134e4a", "#2dd4bf"],
  eye: ["#0c4a6e", "#38bdf8"],
  "mens-health": ["#1f2937", "#60a5fa"],
  "womens-health": ["#831843", "#f472b6"],
  skin: ["#78350f", "#fdba74"],
  energy: ["#7c2d12", "#fb923c"],
};

for (const [slug, [dark, light]] of Object.entries(palettes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<circle cx="760" cy="120" r="220" fill="#fff" opacity=".12"/><circle cx="180" cy="470" r="260" fill="#fff" opacity=".10"/>
<path d="M0 400 C 240 330, 420 470, 960 360 L960 540 L0 540 Z" fill="#fff" opacity=".15"/>
<circle cx="480" cy="250" r="90" fill="none" stroke="#fff" stroke-width="14" opacity=".55"/>
<path d="M440 250 h80 M480 210 v80" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".7"/>
</svg>
`;
  fs.writeFileSync(`public/images/conditions/${slug}.svg`, svg);
}
console.log(`wrote ${Object.keys(palettes).length} illustrations`);
