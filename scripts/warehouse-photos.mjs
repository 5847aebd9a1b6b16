// Draws the demo photos of the storage catalogue (warehouse scenes and size-class pictures) as SVG
// and renders them to WebP with the system Chromium. Run once: node scripts/warehouse-photos.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const W = 960;
const H = 640;

/** Deterministic pseudo-random numbers, so a re-run draws the same pictures. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function rollerDoor(x, y, w, h, color, label) {
  const slats = Array.from(
    { length: Math.floor(h / 9) },
    (_, i) =>
      `<line x1="${x + 3}" y1="${y + 6 + i * 9}" x2="${x + w - 3}" y2="${y + 6 + i * 9}" stroke="rgba(0,0,0,.16)" stroke-width="2"/>`,
  ).join('');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" rx="2"/>${slats}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#555a63" stroke-width="4"/>
    <rect x="${x + w / 2 - 14}" y="${y + h - 22}" width="28" height="9" rx="3" fill="#2f3338"/>
    <rect x="${x + w / 2 - 26}" y="${y - 26}" width="52" height="20" rx="3" fill="#f4f5f7"/>
    <text x="${x + w / 2}" y="${y - 11}" font-family="DejaVu Sans, sans-serif" font-size="13" ` +
    `font-weight="700" text-anchor="middle" fill="#2f3338">${label}</text>`
  );
}

function lights(y, count, spread) {
  return Array.from({ length: count }, (_, i) => {
    const x = W / 2 - spread / 2 + (spread / (count - 1 || 1)) * i;
    return (
      `<rect x="${x - 60}" y="${y}" width="120" height="10" rx="5" fill="#fffbe8"/><ellipse cx="${x}" ` +
      `cy="${y + 30}" rx="140" ry="36" fill="url(#glow)"/>`
    );
  }).join('');
}

const defs =
  `<defs>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff8d9" stop-opacity=".55"/><stop ` +
  `offset="1" stop-color="#fff8d9" stop-opacity="0"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
  `stop-color="#b9bcc2"/><stop offset="1" stop-color="#8d9199"/></linearGradient>
  <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" ` +
  `stop-opacity=".12"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" ` +
  `stop-color="#000" stop-opacity=".18"/></linearGradient>
</defs>`;

/** A corridor in perspective with roller doors on both sides. */
function corridor({ door, wall, seed }) {
  const r = rng(seed);
  const vx = W / 2 + (r() - 0.5) * 120;
  const vy = 280;
  let doors = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 6; i += 1) {
      const t0 = i / 6.4;
      const t1 = (i + 0.8) / 6.4;
      const edge = side < 0 ? 0 : W;
      const x0 = edge + (vx - edge) * t0;
      const x1 = edge + (vx - edge) * t1;
      const top0 = 60 + (vy - 60) * t0;
      const top1 = 60 + (vy - 60) * t1;
      const bot0 = H + (vy - H) * t0 - 20 * (1 - t0);
      const bot1 = H + (vy - H) * t1 - 20 * (1 - t1);
      const shade = i % 2 === 0 ? door : shadeOf(door, -18);
      doors +=
        `<polygon points="${x0},${top0 + 30 * (1 - t0)} ${x1},${top1 + 30 * (1 - t1)} ${x1},${bot1} ${x0},${bot0}" ` +
        `fill="${shade}" stroke="#4b5058" stroke-width="${3 * (1 - t0) + 1}"/>`;
      for (let k = 1; k < 10; k += 1) {
        const f = k / 10;
        const ya = top0 + 30 * (1 - t0) + (bot0 - top0 - 30 * (1 - t0)) * f;
        const yb = top1 + 30 * (1 - t1) + (bot1 - top1 - 30 * (1 - t1)) * f;
        doors += `<line x1="${x0}" y1="${ya}" x2="${x1}" y2="${yb}" stroke="rgba(0,0,0,.15)" stroke-width="${2 * (1 - t0) + 0.5}"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}
    <rect width="${W}" height="${H}" fill="${wall}"/>
    <polygon points="0,${H} ${W},${H} ${vx + 60},${vy + 40} ${vx - 60},${vy + 40}" fill="url(#floor)"/>
    <polygon points="0,0 ${W},0 ${vx + 60},${vy - 50} ${vx - 60},${vy - 50}" fill="#eceef1"/>
    <rect x="${vx - 60}" y="${vy - 50}" width="120" height="90" fill="${shadeOf(wall, -25)}"/>
    <rect x="${vx - 18}" y="${vy - 20}" width="36" height="60" fill="#7fc98a"/>
    <text x="${vx}" y="${vy - 26}" font-family="DejaVu Sans, sans-serif" font-size="11" text-anchor="middle" fill="#fff">ВЫХОД</text>
    ${doors}
    <line x1="${vx}" y1="${vy + 40}" x2="${W / 2}" y2="${H}" stroke="#e9c84a" stroke-width="6" stroke-dasharray="30 22"/>
    ${lights(30, 3, 520)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** A straight wall of roller doors with numbers, a trolley in front. */
function doorsRow({ door, wall, seed, floorNo }) {
  const r = rng(seed);
  let out = '';
  const widths = [150, 110, 190, 130, 170];
  let x = 30;
  let n = 1;
  while (x < W - 60) {
    const w = widths[Math.floor(r() * widths.length)];
    if (x + w > W - 20) break;
    out += rollerDoor(x, 190, w, 330, n % 3 === 0 ? shadeOf(door, 20) : door, `${floorNo}${String(n).padStart(2, '0')}`);
    x += w + 26;
    n += 1;
  }
  const tx = 120 + r() * 500;
  const trolley =
    `<g transform="translate(${tx},430)"><rect x="0" y="0" width="16" height="150" fill="#3d4249" rx="4"/>
    <rect x="0" y="140" width="150" height="16" fill="#3d4249" rx="4"/><circle cx="22" cy="172" ` +
    `r="16" fill="#22262b"/><circle cx="128" cy="172" r="16" fill="#22262b"/>
    <rect x="24" y="56" width="100" height="84" fill="#c79a62" stroke="#9c7444" ` +
    `stroke-width="3"/><rect x="36" y="8" width="80" height="48" fill="#d6ab74" stroke="#9c7444" ` +
    `stroke-width="3"/>
    <line x1="24" y1="98" x2="124" y2="98" stroke="#b48754" stroke-width="6"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}
    <rect width="${W}" height="${H}" fill="${wall}"/><rect y="540" width="${W}" height="100" fill="url(#floor)"/>
    <rect y="534" width="${W}" height="8" fill="${shadeOf(wall, -40)}"/><rect y="0" width="${W}" height="70" fill="#eceef1"/>
    ${lights(40, 4, 760)}${out}${trolley}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** The loading area: an open gate, pallets, boxes and a ramp. */
function loading({ door, wall, seed }) {
  const r = rng(seed);
  let boxes = '';
  for (let i = 0; i < 9; i += 1) {
    const bx = 560 + (i % 3) * 92 + r() * 10;
    const by = 470 - Math.floor(i / 3) * 74;
    boxes +=
      `<rect x="${bx}" y="${by}" width="86" height="70" fill="${i % 2 ? '#d3a56c' : '#c4935a'}" ` +
      `stroke="#94693a" stroke-width="3"/><line x1="${bx}" y1="${by + 30}" x2="${bx + 86}" ` +
      `y2="${by + 30}" stroke="#e8cf9a" stroke-width="8"/>`;
  }
  const gateSlats = Array.from(
    { length: 7 },
    (_, i) => `<line x1="60" y1="${118 + i * 9}" x2="440" y2="${118 + i * 9}" stroke="rgba(0,0,0,.18)" stroke-width="2"/>`,
  ).join('');
  const rampStripes = Array.from(
    { length: 8 },
    (_, i) => `<line x1="${60 + i * 54}" y1="472" x2="${40 + i * 60}" y2="${H}" stroke="#e9c84a" stroke-width="6"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}
    <rect width="${W}" height="${H}" fill="${wall}"/>
    <rect x="60" y="110" width="380" height="360" fill="#9fc3e6"/><rect x="60" y="330" width="380" height="140" fill="#7d8a6a"/>
    <rect x="120" y="300" width="200" height="110" fill="#f1f2f4" rx="8"/><rect x="300" y="330" ` +
    `width="90" height="80" fill="#e0e3e8" rx="6"/>
    <circle cx="160" cy="412" r="20" fill="#2a2d31"/><circle cx="350" cy="412" r="20" fill="#2a2d31"/>
    <rect x="60" y="110" width="380" height="70" fill="${door}"/>${gateSlats}
    <rect x="52" y="100" width="396" height="372" fill="none" stroke="#3f444b" stroke-width="14"/>
    <polygon points="40,${H} 460,${H} 440,472 60,472" fill="#a7abb2"/>
    ${rampStripes}
    <rect x="460" y="540" width="${W - 460}" height="100" fill="url(#floor)"/>
    <rect x="550" y="540" width="300" height="16" fill="#b5885a"/>${boxes}
    ${lights(20, 2, 500)}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`
  );
}

/** Racks of numbered boxes: the closed warehouse of the cloud storage. */
function racks({ door, wall, seed }) {
  const r = rng(seed);
  let out = '';
  for (let col = 0; col < 3; col += 1) {
    const x = 40 + col * 310;
    out +=
      `<rect x="${x}" y="80" width="12" height="500" fill="${door}"/><rect x="${x + 268}" y="80" ` +
      `width="12" height="500" fill="${door}"/>`;
    for (let row = 0; row < 4; row += 1) {
      const y = 180 + row * 110;
      out += `<rect x="${x}" y="${y}" width="280" height="12" fill="#f08a24"/>`;
      let bx = x + 16;
      while (bx < x + 240) {
        const bw = 50 + r() * 40;
        if (bx + bw > x + 264) break;
        const bh = 50 + r() * 40;
        out +=
          `<rect x="${bx}" y="${y - bh}" width="${bw}" height="${bh}" ` +
          `fill="${r() > 0.3 ? '#cfa068' : '#5b7fa8'}" stroke="#7d5a33" stroke-width="2"/><rect ` +
          `x="${bx + 8}" y="${y - bh + 10}" width="26" height="14" fill="#fff"/>`;
        bx += bw + 6;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}
    <rect width="${W}" height="${H}" fill="${wall}"/><rect y="580" width="${W}" height="60" fill="url(#floor)"/>
    ${lights(20, 3, 700)}${out}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

function shadeOf(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const c = (v) =>
    Math.max(0, Math.min(255, v + amount))
      .toString(16)
      .padStart(2, '0');
  return `#${c(n >> 16)}${c((n >> 8) & 255)}${c(n & 255)}`;
}

/** A size class: an open cell drawn to scale against a 180 cm person, filled with what fits. */
function sizeCard({ code, area, label, height, items }) {
  const w = 480;
  const h = 360;
  // Pixels per metre: the cell fills the card, the 1.8 m figure beside it gives the scale.
  const u = Math.min(110, 250 / (Math.sqrt(area) + 0.6));
  const side = Math.sqrt(area) * u;
  const ch = (height / 100) * u;
  const person = 1.8 * u;
  const x0 = 200 - side / 2;
  const yb = 300;
  const stuff = items
    .map(
      ([dx, dy, bw, bh, fill]) =>
        `<rect x="${x0 + dx * side}" y="${yb - dy * ch - bh * ch}" width="${bw * side}" ` +
        `height="${bh * ch}" fill="${fill}" stroke="#7d5a33" stroke-width="2"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#f2f6fb"/>
    <polygon points="${x0},${yb} ${x0 + side},${yb} ${x0 + side + 40},${yb - 30} ${x0 + 40},${yb - 30}" fill="#d5dae2"/>
    <rect x="${x0 + 40}" y="${yb - 30 - ch}" width="${side}" height="${ch}" fill="#e6eaf0" stroke="#8d939c" stroke-width="2"/>
    <polygon points="${x0},${yb} ${x0 + 40},${yb - 30} ${x0 + 40},${yb - 30 - ch} ${x0},${yb - ch}" ` +
    `fill="#cfd5de" stroke="#8d939c" stroke-width="2"/>
    ${stuff}
    <rect x="${x0}" y="${yb - ch}" width="${side}" height="${ch}" fill="none" stroke="#2c6fd1" stroke-width="4" stroke-dasharray="10 6"/>
    <g transform="translate(${x0 + side + 70},${yb})"><circle cx="${person * 0.07}" ` +
    `cy="${-person + person * 0.07}" r="${person * 0.07}" fill="#596273"/>
      <rect x="0" y="${-person * 0.85}" width="${person * 0.14}" height="${person * 0.85}" rx="${person * 0.05}" fill="#596273"/></g>
    <text x="${x0 + side + 70 + person * 0.07}" y="${yb - person - 10}" font-family="DejaVu ` +
    `Sans, sans-serif" font-size="13" text-anchor="middle" fill="#596273">1,8 м</text>
    <rect x="0" y="${h - 44}" width="${w}" height="44" fill="#2c6fd1"/>
    <text x="20" y="${h - 15}" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="700" fill="#fff">${code}</text>
    <text x="${w - 20}" y="${h - 15}" font-family="DejaVu Sans, sans-serif" font-size="18" ` +
    `text-anchor="end" fill="#fff">${label}</text></svg>`
  );
}

const BOX = '#cfa068';
const sizes = [
  {
    code: 'XS',
    area: 1,
    label: '0,5–1,5 м²',
    height: 120,
    items: [
      [0.05, 0, 0.4, 0.3, BOX],
      [0.5, 0, 0.4, 0.3, BOX],
      [0.1, 0.3, 0.5, 0.3, '#5b7fa8'],
    ],
  },
  {
    code: 'S',
    area: 2.2,
    label: '1,5–3 м²',
    height: 220,
    items: [
      [0.05, 0, 0.45, 0.45, '#3b4452'],
      [0.55, 0, 0.35, 0.2, BOX],
      [0.55, 0.2, 0.35, 0.2, BOX],
      [0.6, 0.4, 0.3, 0.2, BOX],
    ],
  },
  {
    code: 'M',
    area: 4.5,
    label: '3–6 м²',
    height: 250,
    items: [
      [0.02, 0, 0.55, 0.22, '#7b8fa8'],
      [0.62, 0, 0.33, 0.7, '#e8e8e8'],
      [0.05, 0.22, 0.25, 0.15, BOX],
      [0.3, 0.22, 0.25, 0.15, BOX],
    ],
  },
  {
    code: 'L',
    area: 8,
    label: '6–10 м²',
    height: 250,
    items: [
      [0.02, 0, 0.35, 0.75, '#a27b55'],
      [0.4, 0, 0.3, 0.2, '#7b8fa8'],
      [0.72, 0, 0.25, 0.6, '#e8e8e8'],
      [0.4, 0.2, 0.15, 0.15, BOX],
      [0.55, 0.2, 0.15, 0.15, BOX],
    ],
  },
  {
    code: 'XL',
    area: 14,
    label: '10–18 м²',
    height: 300,
    items: [
      [0.02, 0, 0.3, 0.6, '#a27b55'],
      [0.34, 0, 0.3, 0.17, '#7b8fa8'],
      [0.66, 0, 0.14, 0.5, '#e8e8e8'],
      [0.82, 0, 0.16, 0.13, BOX],
      [0.82, 0.13, 0.16, 0.13, BOX],
      [0.34, 0.17, 0.12, 0.1, BOX],
    ],
  },
  {
    code: 'XXL',
    area: 24,
    label: '18–30 м²',
    height: 300,
    items: [
      [0.02, 0, 0.22, 0.6, '#a27b55'],
      [0.26, 0, 0.25, 0.14, '#7b8fa8'],
      [0.53, 0, 0.2, 0.2, '#b5885a'],
      [0.53, 0.2, 0.2, 0.2, BOX],
      [0.75, 0, 0.1, 0.45, '#e8e8e8'],
      [0.87, 0, 0.11, 0.11, BOX],
      [0.87, 0.11, 0.11, 0.11, BOX],
    ],
  },
];

const warehouses = [
  ['moskva-aviamotornaya', '#f08a24', '#e9edf2', ['corridor', 'doors', 'loading']],
  ['moskva-dmitrovskaya', '#2c6fd1', '#eef0f3', ['doors', 'corridor', 'loading']],
  ['moskva-kolomenskaya', '#3f9a5b', '#f0eee9', ['loading', 'doors', 'corridor']],
  ['moskva-oblako-lyublino', '#30363f', '#e7eaee', ['racks', 'loading']],
  ['spb-moskovskie-vorota', '#c8372d', '#eceff3', ['corridor', 'doors', 'loading']],
  ['spb-ladozhskaya', '#6b4fb8', '#efeff2', ['doors', 'loading', 'corridor']],
  ['spb-chernaya-rechka', '#1d8f93', '#edf1f1', ['corridor', 'doors', 'loading']],
  ['kazan-prospekt-pobedy', '#e0a92a', '#eef0f3', ['doors', 'corridor', 'loading']],
  ['kazan-kozya-sloboda', '#2d5f8f', '#f1efeb', ['loading', 'corridor', 'doors']],
];
const scenes = { corridor, doors: doorsRow, loading, racks };

const jobs = [];
warehouses.forEach(([slug, door, wall, kinds], wi) => {
  kinds.forEach((kind, i) => {
    jobs.push({
      file: `public/images/warehouses/${slug}-${i + 1}.webp`,
      svg: scenes[kind]({ door, wall, seed: wi * 31 + i * 7 + 1, floorNo: i + 1 }),
      w: W,
      h: H,
      q: 0.62,
    });
  });
});
for (const size of sizes)
  jobs.push({ file: `public/images/sizes/${size.code.toLowerCase()}.webp`, svg: sizeCard(size), w: 480, h: 360, q: 0.7 });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setContent('<canvas id="c"></canvas>');
let total = 0;
for (const job of jobs) {
  const dataUrl = await page.evaluate(async ({ svg, w, h, q }) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    const canvas = document.getElementById('c');
    canvas.width = w;
    canvas.height = h;
    canvas.getContext('2d').drawImage(img, 0, 0, w, h);
    return canvas.toDataURL('image/webp', q);
  }, job);
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  mkdirSync(path.dirname(path.join(root, job.file)), { recursive: true });
  writeFileSync(path.join(root, job.file), bytes);
  total += bytes.length;
}
await browser.close();
console.log(`${jobs.length} pictures, ${Math.round(total / 1024)} KB`);
