// Renders build/icon.png (512×512) from the same shapes as build/icon.svg, with node:zlib only,
// so the icon can be regenerated without an image tool: node build/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SAMPLES = 4; // per axis, for anti-aliased edges
const BLUE = [0x1f, 0x4e, 0x79];
const WHITE = [0xff, 0xff, 0xff];
const ORANGE = [0xf2, 0xa3, 0x3a];

const roundedRect = (x, y, w, h, r) => (px, py) => {
  const dx = Math.max(x + r - px, 0, px - (x + w - r));
  const dy = Math.max(y + r - py, 0, py - (y + h - r));
  return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= r * r;
};
const circle = (cx, cy, r) => (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
const segment = (ax, ay, bx, by, halfWidth) => (px, py) => {
  const t = Math.max(
    0,
    Math.min(
      1,
      ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
    ),
  );
  return (px - ax - t * (bx - ax)) ** 2 + (py - ay - t * (by - ay)) ** 2 <= halfWidth * halfWidth;
};

// Painted in order, later shapes on top (as in the SVG).
const layers = [
  [roundedRect(16, 16, 480, 480, 96), BLUE],
  [roundedRect(128, 96, 256, 320, 24), WHITE],
  [roundedRect(168, 160, 176, 24, 12), BLUE],
  [roundedRect(168, 224, 176, 24, 12), BLUE],
  [roundedRect(168, 288, 112, 24, 12), BLUE],
  [circle(352, 352, 72), ORANGE],
  [segment(320, 352, 342, 374, 10), WHITE],
  [segment(342, 374, 384, 330, 10), WHITE],
];

function pixel(x, y) {
  const sum = [0, 0, 0, 0];
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const px = x + (sx + 0.5) / SAMPLES;
      const py = y + (sy + 0.5) / SAMPLES;
      let color = null;
      for (const [inside, fill] of layers) if (inside(px, py)) color = fill;
      if (color) {
        sum[0] += color[0];
        sum[1] += color[1];
        sum[2] += color[2];
        sum[3] += 255;
      }
    }
  }
  const n = SAMPLES * SAMPLES;
  const alpha = sum[3] / n;
  // Straight (not premultiplied) alpha, as PNG expects.
  return alpha === 0
    ? [0, 0, 0, 0]
    : [sum[0] / (sum[3] / 255), sum[1] / (sum[3] / 255), sum[2] / (sum[3] / 255), alpha].map(
        Math.round,
      );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    const offset = y * (SIZE * 4 + 1) + 1 + x * 4;
    const [r, g, b, a] = pixel(x, y);
    raw[offset] = r;
    raw[offset + 1] = g;
    raw[offset + 2] = b;
    raw[offset + 3] = a;
  }
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
process.stdout.write(`build/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes\n`);
