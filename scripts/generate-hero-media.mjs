// Writes the home page's original media into public/media/ (run once; the output is committed):
// hero cover and 13 wellness images, condition-card art (SVG art rendered to WebP with sharp),
// and two short hero clips (frames drawn with sharp, encoded by ffmpeg to H.264 and VP9),
// their WebP posters and WebVTT captions. Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const OUT = "public/media";
const HERO = `${OUT}/hero`;
const CARDS = `${OUT}/home/conditions`;
fs.mkdirSync(HERO, { recursive: true });
fs.mkdirSync(CARDS, { recursive: true });

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const FONT = "DejaVu Sans, Liberation Sans, sans-serif";

async function webp(svg, file, widths, height16x9 = true) {
  for (const w of widths) {
    await sharp(Buffer.from(svg))
      .resize(w, height16x9 ? Math.round((w * 9) / 16) : undefined)
      .webp({ quality: 72 })
      .toFile(`${file}-${w}.webp`);
  }
}

function art(dark, light, motif = "") {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="1300" cy="180" r="320" fill="#fff" opacity=".10"/><circle cx="260" cy="800" r="360" fill="#fff" opacity=".08"/>
<path d="M0 650 C 400 540, 760 780, 1600 600 L1600 900 L0 900 Z" fill="#fff" opacity=".13"/>${motif}`;
}

// Simple motifs drawn from shapes only: leaf, sun, heart, wave, moon, bottle, steps.
const motifs = {
  leaf: `<path d="M800 260 C 1000 300, 1040 520, 820 640 C 640 560, 620 340, 800 260 Z" fill="#fff" opacity=".55"/><path d="M810 300 L 820 620" stroke="#fff" stroke-width="10" opacity=".7"/>`,
  sun: `<circle cx="800" cy="430" r="150" fill="#fff" opacity=".55"/>${Array.from({ length: 12 }, (_, i) => `<rect x="792" y="190" width="16" height="70" rx="8" fill="#fff" opacity=".45" transform="rotate(${i * 30} 800 430)"/>`).join("")}`,
  heart: `<path d="M800 640 C 560 480, 600 260, 760 300 C 790 308, 800 330, 800 350 C 800 330, 810 308, 840 300 C 1000 260, 1040 480, 800 640 Z" fill="#fff" opacity=".55"/>`,
  wave: `<path d="M420 450 q 95 -120 190 0 t 190 0 t 190 0 t 190 0" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" opacity=".6"/>`,
  moon: `<path d="M880 240 A 200 200 0 1 0 880 620 A 160 160 0 1 1 880 240 Z" fill="#fff" opacity=".55"/>`,
  bottle: `<rect x="700" y="300" width="200" height="320" rx="36" fill="#fff" opacity=".6"/><rect x="735" y="250" width="130" height="60" rx="12" fill="#fff" opacity=".75"/><rect x="720" y="400" width="160" height="90" rx="10" fill="#0e472c" opacity=".35"/>`,
  steps: `<circle cx="640" cy="560" r="46" fill="#fff" opacity=".55"/><circle cx="800" cy="470" r="56" fill="#fff" opacity=".6"/><circle cx="970" cy="370" r="66" fill="#fff" opacity=".65"/>`,
  plus: `<circle cx="800" cy="440" r="150" fill="none" stroke="#fff" stroke-width="26" opacity=".55"/><path d="M730 440 h140 M800 370 v140" stroke="#fff" stroke-width="26" stroke-linecap="round" opacity=".7"/>`,
};

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${body}</svg>`;

// Hero cover (shared by both hero modes; the video mode frames it as a TV).
await webp(
  svg(`${art("#0a3320", "#177245", motifs.leaf.replace(/800/g, "1180"))}
<text x="120" y="380" font-family="${FONT}" font-weight="700" font-size="96" fill="#fff">BioLife</text>
<text x="120" y="470" font-family="${FONT}" font-size="48" fill="#e8b64c">Wellness made for us</text>`),
  `${HERO}/cover`,
  [640, 1024, 1440],
);

// 13 wellness images.
const wellness = [
  ["#7c2d12", "#f59e0b", "sun"],
  ["#881337", "#fb7185", "heart"],
  ["#14532d", "#4ade80", "leaf"],
  ["#1e1b4b", "#818cf8", "moon"],
  ["#0c4a6e", "#38bdf8", "wave"],
  ["#4c1d95", "#a78bfa", "plus"],
  ["#065f46", "#34d399", "steps"],
  ["#78350f", "#fdba74", "sun"],
  ["#134e4a", "#2dd4bf", "wave"],
  ["#831843", "#f472b6", "heart"],
  ["#365314", "#a3e635", "leaf"],
  ["#1f2937", "#60a5fa", "bottle"],
  ["#0a3320", "#e8b64c", "steps"],
];
for (const [i, [dark, light, motif]] of wellness.entries()) {
  await webp(svg(art(dark, light, motifs[motif])), `${HERO}/wellness-${String(i + 1).padStart(2, "0")}`, [640, 1024]);
}

// Condition-card art for the home carousels (4:3).
const conditions = {
  "blood-sugar": ["#7c2d12", "#f59e0b", "sun"],
  "heart-health": ["#881337", "#fb7185", "heart"],
  "blood-pressure": ["#7f1d1d", "#f87171", "wave"],
  cholesterol: ["#713f12", "#facc15", "plus"],
  weight: ["#14532d", "#4ade80", "steps"],
  joint: ["#1e3a8a", "#60a5fa", "steps"],
  brain: ["#4c1d95", "#a78bfa", "wave"],
  immune: ["#065f46", "#34d399", "plus"],
  digestion: ["#365314", "#a3e635", "leaf"],
  sleep: ["#1e1b4b", "#818cf8", "moon"],
  stress: ["#134e4a", "#2dd4bf", "wave"],
  eye: ["#0c4a6e", "#38bdf8", "sun"],
  "mens-health": ["#1f2937", "#60a5fa", "bottle"],
  "womens-health": ["#831843", "#f472b6", "heart"],
  skin: ["#78350f", "#fdba74", "leaf"],
  energy: ["#7c2d12", "#fb923c", "sun"],
};
for (const [slug, [dark, light, motif]] of Object.entries(conditions)) {
  const cardSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="200 0 1200 900">${art(dark, light, motifs[motif])}</svg>`;
  for (const w of [320, 640]) {
    await sharp(Buffer.from(cardSvg))
      .resize(w, Math.round((w * 3) / 4))
      .webp({ quality: 70 })
      .toFile(`${CARDS}/${slug}-${w}.webp`);
  }
}

// Hero clips: four 2-second title cards each, fading and drifting; 640x360 at 24 fps.
const clips = {
  "culturally-informed-health": {
    colors: ["#0a3320", "#125c38"],
    cards: [
      ["Culturally informed health", "Care that starts with your story"],
      ["Know your numbers", "Blood pressure, blood sugar, vitamin D"],
      ["Family history matters", "Share it with your provider"],
      ["Small steps, every day", "Food, movement, rest and support"],
    ],
  },
  "vitamin-d3-k2": {
    colors: ["#7c2d12", "#d59b22"],
    cards: [
      ["Vitamin D3 + K2", "One softgel a day"],
      ["Melanin and vitamin D", "Rich skin makes less D from sunlight"],
      ["5,000 IU D3 + 100 mcg K2", "K2 helps direct calcium to bone"],
      ["Shop Vitamin D3 + K2", "BioLife Naturals"],
    ],
  },
};
const FPS = 24;
const CARD_S = 2;
const W = 640;
const H = 360;
const frameSvg = ([a, b], [title, line], t) => {
  const fade = Math.min(1, t / 0.4, (CARD_S - t) / 0.4);
  const dx = Math.round(20 * (1 - t / CARD_S));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${520 - dx * 2}" cy="70" r="130" fill="#fff" opacity=".10"/>
<g opacity="${fade.toFixed(3)}" transform="translate(${dx} 0)">
<text x="48" y="170" font-family="${FONT}" font-weight="700" font-size="36" fill="#fff">${esc(title)}</text>
<text x="48" y="214" font-family="${FONT}" font-size="22" fill="#f6e7c1">${esc(line)}</text></g>
<text x="${W - 24}" y="${H - 20}" text-anchor="end" font-family="${FONT}" font-weight="700" font-size="18" fill="#fff" opacity=".8">BioLife</text></svg>`;
};
const stamp = (s) =>
  `00:00:${String(Math.floor(s)).padStart(2, "0")}.${String(Math.round((s % 1) * 1000)).padStart(3, "0")}`;

for (const [name, clip] of Object.entries(clips)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hero-${name}-`));
  let n = 0;
  for (const card of clip.cards) {
    for (let f = 0; f < FPS * CARD_S; f++) {
      await sharp(Buffer.from(frameSvg(clip.colors, card, (f + 0.5) / FPS)))
        .png()
        .toFile(path.join(dir, `f${String(n++).padStart(4, "0")}.png`));
    }
  }
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(dir, "f%04d.png")];
  execFileSync("ffmpeg", [
    ...input,
    "-c:v",
    "libx264",
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "30",
    "-preset",
    "slow",
    "-movflags",
    "+faststart",
    "-an",
    `${HERO}/${name}.mp4`,
  ]);
  execFileSync("ffmpeg", [
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-pix_fmt",
    "yuv420p",
    "-an",
    `${HERO}/${name}.webm`,
  ]);
  await sharp(Buffer.from(frameSvg(clip.colors, clip.cards[0], 1)))
    .resize(W, H)
    .webp({ quality: 72 })
    .toFile(`${HERO}/${name}-poster.webp`);
  const cues = clip.cards.map(
    ([title, line], i) => `${i + 1}\n${stamp(i * CARD_S)} --> ${stamp((i + 1) * CARD_S)}\n${title}. ${line}.\n`,
  );
  fs.writeFileSync(`${HERO}/${name}.en.vtt`, `WEBVTT\n\n${cues.join("\n")}`);
  fs.rmSync(dir, { recursive: true, force: true });
}

for (const file of fs.readdirSync(HERO).sort()) console.log(`${file}\t${fs.statSync(`${HERO}/${file}`).size} B`);
