import sharp from "sharp";
const [name, top, height] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
for (const tag of ["before", "after"]) {
  const m = await sharp(`/tmp/shots-html/${tag}-${name}.png`).metadata();
  await sharp(`/tmp/shots-html/${tag}-${name}.png`).extract({ left: 0, top, width: m.width, height: Math.min(height, m.height - top) }).toFile(`/tmp/shots-html/crop-${tag}-${name}.png`);
}
