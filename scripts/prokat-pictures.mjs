// Draws the demo pictures of the tool-rental (prokat) catalogue as SVG and renders them to WebP with the
// system Chromium, the way scripts/warehouse-photos.mjs draws the warehouses:
//   - a product shot of every model of domains/prokat/seed-catalogue-data.ts (MODEL_SEEDS): a flat drawing
//     of the tool by the words of its name, in its brand's colours, on a light studio background:
//     public/images/prokat/<model slug>.webp (800 × 600) with <slug>-320w.webp and <slug>-480w.webp;
//   - the category's typical tool on a tinted background: public/images/prokat/category-<slug>.webp (480 × 360);
//   - a pickup locker of the service in three settings (shopping centre, courtyard, metro exit):
//     public/images/prokat/postomat-1..3.webp (960 × 640) with -480w and -720w copies.
// Everything is drawn here from simple vector shapes, deterministically (a re-run writes the same pictures),
// without the network; the brand appears only as a word in the corner (the model's code is printed on the body), no logos.
// Run after the catalogue changes: node scripts/prokat-pictures.mjs
// (it also deletes any other .webp in public/images/prokat, e.g. of a model taken out of the catalogue).
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public', 'images', 'prokat');
const FONT = 'DejaVu Sans, sans-serif';
const ACCENT = '#ff5a1f';

// ---------------------------------------------------------------------------------------------------------
// The catalogue: the script is .mjs and cannot import the .ts seed, so it reads the text. Every model is an
// `m('slug', 'category', 'Brand', 'Name', ...)` call (on one line or several), every category a
// `{ slug, name, ... }`; the rest of a model's call (its specs) is kept as text for a few details.

const MIN_MODELS = 45;
const MIN_CATEGORIES = 9;
const seedFile = path.join(root, 'domains', 'prokat', 'seed-catalogue-data.ts');
const seedText = readFileSync(seedFile, 'utf8');
const str = `'((?:[^'\\\\]|\\\\.)*)'`;
const unq = (s) => s.replace(/\\(.)/g, '$1');
const categories = [...seedText.matchAll(new RegExp(`\\{\\s*slug:\\s*${str},\\s*name:\\s*${str}`, 'g'))].map((x) => ({
  slug: unq(x[1]),
  name: unq(x[2]),
}));
const calls = [...seedText.matchAll(new RegExp(`\\bm\\(\\s*${str},\\s*${str},\\s*${str},\\s*${str}`, 'g'))];
const models = calls.map((x, i) => ({
  slug: unq(x[1]),
  category: unq(x[2]),
  brand: unq(x[3]),
  name: unq(x[4]),
  text: seedText.slice(x.index, i + 1 < calls.length ? calls[i + 1].index : seedText.indexOf('\n]', x.index)),
}));
if (models.length < MIN_MODELS || categories.length < MIN_CATEGORIES) {
  throw new Error(
    `${path.relative(root, seedFile)}: found ${models.length} models and ${categories.length} categories, ` +
      `expected at least ${MIN_MODELS} and ${MIN_CATEGORIES}; has the format of the seed changed?`,
  );
}
const categorySlugs = new Set(categories.map((c) => c.slug));
for (const model of models) {
  if (!categorySlugs.has(model.category)) throw new Error(`${model.slug}: unknown category ${model.category}`);
  if (!/^[a-z0-9-]+$/.test(model.slug)) throw new Error(`${model.slug}: not a file-safe slug`);
}

// ---------------------------------------------------------------------------------------------------------
// Helpers.

/** Deterministic pseudo-random numbers, so a re-run draws the same pictures. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** FNV-1a hash of a string: the seed of a model's small variations. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const c = (shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((1 << 24) | (c(16) << 16) | (c(8) << 8) | c(0)).toString(16).slice(1)}`;
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f1 = (n) => Math.round(n * 10) / 10;

/** Text that shrinks to fit maxWidth (DejaVu Sans Bold is about 0.68 em a letter). */
function label(x, y, text, { maxWidth = 200, size = 22, fill = '#fff', anchor = 'middle', weight = 700, rotate = 0, spacing = 0 } = {}) {
  const fit = Math.min(size, maxWidth / Math.max(1, text.length * (0.68 + spacing / size)));
  const rot = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
  return (
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${f1(fit)}" font-weight="${weight}" ` +
    `letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}"${rot}>${esc(text)}</text>`
  );
}

/** A soft shadow on the floor under a tool. */
const shadow = (cx, cy, rx, ry, opacity = 0.28) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1c2430" opacity="${opacity}" filter="url(#soft)"/>`;

/** Vertical slots (air vents) in a housing. */
function vents(x, y, count, { step = 20, w = 9, h = 60, fill = 'rgba(0,0,0,.45)', slant = 0 } = {}) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const vx = x + i * step;
    out += `<rect x="${vx}" y="${y}" width="${w}" height="${h}" rx="${w / 2}"
      fill="${fill}"${slant ? ` transform="skewX(${slant})"` : ''}/>`;
  }
  return out;
}

/** Saw teeth along a straight edge from (x1, y) to (x2, y); dir -1 points them up, 1 down. */
function teethLine(x1, x2, y, depth, step, dir = 1) {
  const pts = [`${x1},${y}`];
  for (let x = x1; x + step <= x2 + 0.1; x += step) pts.push(`${f1(x + step * 0.75)},${f1(y + depth * dir)}`, `${f1(x + step)},${y}`);
  return pts.join(' ');
}

/** A round saw blade: a polygon of n teeth. */
function bladePoints(cx, cy, r, n, h) {
  const pts = [];
  for (let i = 0; i < n; i += 1) {
    const a = (2 * Math.PI * i) / n;
    const b = a + (2 * Math.PI) / n / 3;
    pts.push(
      `${f1(cx + r * Math.cos(a))},${f1(cy + r * Math.sin(a))}`,
      `${f1(cx + (r + h) * Math.cos(b))},${f1(cy + (r + h) * Math.sin(b))}`,
    );
  }
  return pts.join(' ');
}

/** A power cord that leaves the tool at (x, y) and runs off along the floor. */
const cord = (d, width = 9) =>
  `<path d="${d}" fill="none" stroke="#1d1f23" stroke-width="${width}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="rgba(255,255,255,.12)" stroke-width="${width / 3}" stroke-linecap="round"
    transform="translate(-1,-2)"/>`;

/** A corrugated hose along a path. */
const hose = (d, width = 24, color = '#2a2d32') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${lighten(color, 0.22)}" stroke-width="${width - 4}" stroke-dasharray="3 6"/>`;

/** A shape with a hole (the loop of a D-handle): outer and inner paths, even-odd fill. */
const loop = (outer, inner, fill) => `<path d="${outer} ${inner}" fill="${fill}" fill-rule="evenodd"/>`;

/** The gradients and filters every picture uses; the palette gives the brand's colours. */
function defs(p, w = 800, h = 600) {
  const v = (id, c, a = 0.3, b = 0.25) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, a)}"/>` +
    `<stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, b)}"/></linearGradient>`;
  return `<defs>${v('gM', p.main)}${v('gA', p.alt)}${v('gD', '#33373d', 0.12, 0.4)}${v('gL', '#cfd3d8', 0.5, 0.18)}
  <linearGradient id="gS" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset=".35" stop-color="#b5bbc3"/>
    <stop offset=".6" stop-color="#e2e5e9"/><stop offset="1" stop-color="#8a9199"/></linearGradient>
  <linearGradient id="gG" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d4a5a"/><stop offset=".5" stop-color="#16202b"/>
    <stop offset="1" stop-color="#2b3746"/></linearGradient>
  <radialGradient id="gDisc"><stop offset="0" stop-color="#5d6168"/><stop offset=".7" stop-color="#3f4349"/><stop offset="1"
    stop-color="#2a2d31"/></radialGradient>
  <radialGradient id="gHot"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ff9a2e"/><stop offset="1"
    stop-color="#d8401a"/></radialGradient>
  <radialGradient id="gSteam"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  <filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="11"/></filter>
  <filter id="glow" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur2" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>`;
}

// ---------------------------------------------------------------------------------------------------------
// Brands: body colour (main), second colour (alt), text on the body (ink). Bosch is blue-green for the
// professional tools (G… codes, D-tect) and green for the home ones.

const BRANDS = {
  Makita: { main: '#0092a0', alt: '#202427', ink: '#ffffff' },
  BoschPro: { main: '#02787e', alt: '#24282c', ink: '#ffffff' },
  BoschHome: { main: '#2f9a41', alt: '#202427', ink: '#ffffff' },
  DeWalt: { main: '#febd17', alt: '#1c1c1c', ink: '#1c1c1c' },
  Kärcher: { main: '#ffed00', alt: '#2b2b2b', ink: '#1c1c1c' },
  Husqvarna: { main: '#f36f21', alt: '#3d4148', ink: '#ffffff' },
  Stihl: { main: '#f37a1f', alt: '#f3f3f0', ink: '#ffffff' },
  Festool: { main: '#71b339', alt: '#3c3f41', ink: '#ffffff' },
  Ballu: { main: '#e8ebee', alt: '#1565c0', ink: '#1565c0' },
  Master: { main: '#f2a900', alt: '#222222', ink: '#222222' },
  Timberk: { main: '#4a4f57', alt: '#c9cdd2', ink: '#ffffff' },
  Зубр: { main: '#c0262d', alt: '#2b2e33', ink: '#ffffff' },
  ADA: { main: '#1e88e5', alt: '#2b2e33', ink: '#ffffff' },
  Condtrol: { main: '#8dc63f', alt: '#2b2e33', ink: '#1c1c1c' },
};
/** The house colours of the service: category pictures use them instead of a brand's. */
const HOUSE = { main: ACCENT, alt: '#2e3238', ink: '#ffffff' };

function paletteOf(model) {
  if (model.brand === 'Bosch') return /\bG[A-Z]{2}\b|D-tect/.test(model.name) ? BRANDS.BoschPro : BRANDS.BoschHome;
  const p = BRANDS[model.brand];
  if (!p) throw new Error(`${model.slug}: no colours for the brand ${model.brand}; add it to BRANDS`);
  return p;
}

/** The model's code: the words of the name after the brand ("Перфоратор Makita HR2470" -> "HR2470"). */
function codeOf(model) {
  const at = model.name.toLowerCase().indexOf(model.brand.toLowerCase());
  return at < 0 ? model.name : model.name.slice(at + model.brand.length).trim();
}

// ---------------------------------------------------------------------------------------------------------
// The tools. Each draws into 800 × 600 with the floor at about y = 500; p is the palette, v the model's
// variant ({ name, code, text: the rest of its seed call }), r its random numbers.

/** Rotary hammer (Перфоратор): L-shaped body, SDS chuck with a drill bit, D-handle, side handle. */
function hammerDrill(p, v, r) {
  const bit = 120 + Math.round(r() * 50);
  const bx = 204 - bit;
  let spiral = '';
  for (let x = bx + 20; x < 196; x += 13) spiral += `<path d="M${x},244 l9,12" stroke="#737a83" stroke-width="3"/>`;
  let ribs = '';
  for (let y = 322; y < 432; y += 14)
    ribs += `<line x1="274" y1="${y}" x2="306" y2="${y}" stroke="rgba(255,255,255,.13)" stroke-width="4"/>`;
  return `${shadow(440, 508, 280, 18)}
  <line x1="284" y1="214" x2="${bx + 46}" y2="214" stroke="#aab0b8" stroke-width="5" stroke-linecap="round"/>
  <path d="M${bx},250 l14,-8 h${bit - 14} v16 h${-(bit - 14)} z" fill="url(#gS)"/>${spiral}
  <rect x="198" y="226" width="36" height="48" rx="10" fill="url(#gD)"/>
  <rect x="228" y="214" width="54" height="72" rx="12" fill="url(#gD)"/>
  <line x1="244" y1="220" x2="244" y2="280" stroke="rgba(255,255,255,.12)" stroke-width="3"/>
  <line x1="258" y1="218" x2="258" y2="282" stroke="rgba(255,255,255,.12)" stroke-width="3"/>
  ${loop(
    `M540,206 L650,206 C676,206 690,222 690,248 L690,440 C690,458 678,470 660,470 L520,470 L520,424 L620,424 C630,424 636,418 636,408
      L636,262 C636,254 630,250 622,250 L540,250 Z`,
    '',
    'url(#gM)',
  )}
  <rect x="636" y="262" width="54" height="160" rx="20" fill="url(#gD)"/>
  <path d="M598,250 L626,250 C631,270 629,292 622,304 C607,303 599,288 598,270 Z" fill="#1a1c1f"/>
  <path d="M392,296 L572,304 C584,305 590,314 588,326 L574,452 C572,464 562,472 548,472 L414,472 C400,472 392,464 392,452 Z"
    fill="url(#gM)"/>
  ${vents(420, 344, 5, { step: 24, w: 10, h: 70, fill: darken(p.main, 0.5) })}
  <path d="M268,222 C268,210 278,204 292,203 L566,190 C592,189 606,202 606,222 L606,290 C606,306 594,314 578,314 L292,302
    C278,301 268,294 268,282 Z" fill="url(#gM)"/>
  <path d="M300,214 L560,201" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
  <rect x="262" y="206" width="36" height="92" rx="12" fill="url(#gA)"/>
  <ellipse cx="470" cy="194" rx="38" ry="11" fill="url(#gD)"/><rect x="461" y="178" width="18" height="16" rx="4" fill="#2a2d31"/>
  <path d="M470,180 v10" stroke="${ACCENT}" stroke-width="3"/>
  ${label(440, 266, v.code, { maxWidth: 250, size: 26, fill: p.ink })}
  <rect x="274" y="198" width="28" height="108" rx="8" fill="url(#gD)"/>
  <g transform="rotate(14 288 300)"><rect x="266" y="292" width="44" height="150" rx="20" fill="url(#gD)"/>${ribs}</g>
  <rect x="648" y="462" width="26" height="44" rx="9" fill="#26292d"/>
  ${cord('M661,500 C664,526 690,534 730,540 C760,545 790,550 810,556')}`;
}

/** Demolition hammer (Отбойный …): long heavy body, SDS-max chuck with a chisel or a point. */
function breaker(p, v) {
  const point = /молоток/i.test(v.name);
  const tool = point
    ? `<path d="M58,300 L204,284 L204,316 Z" fill="url(#gS)"/><path d="M90,300 L204,292" stroke="#fff" stroke-opacity=".5"
      stroke-width="3"/>`
    : `<path d="M60,282 L128,292 L204,292 L204,308 L128,308 L60,318 Z" fill="url(#gS)"/><rect x="60" y="282" width="8" height="36"
      fill="#9aa1a9"/>`;
  return `${shadow(420, 512, 320, 18)}${tool}
  <rect x="188" y="262" width="44" height="76" rx="10" fill="url(#gD)"/>
  <rect x="224" y="248" width="62" height="104" rx="16" fill="url(#gD)"/>
  ${loop(
    `M610,214 L708,214 C730,214 746,230 746,252 L746,420 C746,444 730,460 706,460 L600,460 L600,410 L682,410 C690,410 694,404 694,396
      L694,272 C694,266 690,262 684,262 L610,262 Z`,
    '',
    'url(#gM)',
  )}
  <rect x="694" y="270" width="52" height="132" rx="20" fill="url(#gD)"/>
  <path d="M650,262 L680,262 C684,282 682,300 676,310 C660,308 652,292 650,276 Z" fill="#1a1c1f"/>
  <path d="M430,372 L636,380 C646,380 652,388 652,398 L652,448 C652,458 644,464 634,464 L446,464 C436,464 430,458 430,448 Z"
    fill="url(#gM)"/>
  ${vents(456, 392, 7, { step: 24, w: 10, h: 52, fill: darken(p.main, 0.5) })}
  <path d="M278,240 C278,226 290,218 306,218 L600,206 C628,205 646,220 646,244 L646,356 C646,374 632,386 612,386 L306,380
    C290,380 278,372 278,358 Z" fill="url(#gM)"/>
  <path d="M310,230 L600,218" stroke="#fff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round"/>
  <rect x="276" y="226" width="96" height="156" rx="18" fill="url(#gS)"/>
  <rect x="282" y="226" width="12" height="156" fill="rgba(0,0,0,.08)"/>
  ${vents(530, 248, 5, { step: 20, w: 8, h: 44, fill: darken(p.main, 0.45) })}
  ${label(460, 338, v.code, { maxWidth: 150, size: 24, fill: p.ink })}
  <rect x="306" y="212" width="30" height="178" rx="8" fill="url(#gD)"/>
  <g transform="rotate(20 321 384)"><rect x="295" y="378" width="52" height="140" rx="22" fill="url(#gD)"/></g>
  <rect x="708" y="452" width="28" height="44" rx="9" fill="#26292d"/>
  ${cord('M722,494 C724,520 744,532 770,538 C790,542 800,546 812,552')}`;
}

/** Drill-driver, impact drill-driver, corded drill or impact wrench: pistol body over a handle. */
function drill(p, v, r, kind) {
  const corded = kind === 'drill';
  const wrench = kind === 'wrench';
  const impact = /ударн/i.test(v.name);
  const bigBattery = /18\s?V|18V/.test(v.name) || /'Напряжение',\s*'18 В'/.test(v.text);
  const body0 = wrench ? 318 : 292;
  let front = '';
  if (wrench) {
    front = `<rect x="104" y="212" width="94" height="56" rx="8" fill="url(#gS)"/>
    <line x1="120" y1="212" x2="120" y2="268" stroke="#8a9199" stroke-width="3"/>${label(160, 247, '19', { size: 18, fill: '#5b6168' })}
    <rect x="196" y="224" width="34" height="32" fill="url(#gS)"/>
    <path d="M226,206 L320,194 L320,286 L226,274 Z" fill="url(#gA)"/>
    <rect x="258" y="200" width="10" height="80" fill="rgba(255,255,255,.1)"/>`;
  } else {
    let ribs = '';
    for (let x = 196; x < 258; x += 8)
      ribs += `<line x1="${x}" y1="${f1(218 - ((x - 184) * 14) / 78 + 3)}" x2="${x}" y2="${f1(262 + ((x - 184) * 14) / 78 - 3)}"
        stroke="${corded ? 'rgba(0,0,0,.18)' : 'rgba(255,255,255,.13)'}" stroke-width="3"/>`;
    front = `<rect x="112" y="233" width="66" height="14" fill="url(#gS)"/><path d="M102,240 l12,-7 v14 z" fill="#9aa1a9"/>
    <rect x="172" y="224" width="16" height="32" rx="3" fill="url(#gS)"/>
    <path d="M184,218 L262,204 L262,276 L184,262 Z" fill="${corded ? 'url(#gS)' : 'url(#gD)'}"/>${ribs}
    ${corded ? `<circle cx="206" cy="240" r="5" fill="#6b7179"/><circle cx="236" cy="240" r="5" fill="#6b7179"/>` : ''}
    <rect x="258" y="194" width="36" height="92" rx="10" fill="url(#gA)"/>
    ${[0, 1, 2, 3, 4]
      .map(
        (i) => `<rect x="${264 + i * 6}" y="196" width="2" height="${i % 2 ? 6 : 10}" fill="#fff"
      opacity=".7"/>`,
      )
      .join('')}
    ${
      impact
        ? `<rect x="292" y="198" width="22" height="84" rx="6" fill="url(#gA)"/><path d="M298,228 h10 v-6 h-10 z M301,228 v14"
      stroke="#fff" stroke-width="3" fill="none"/>`
        : ''
    }`;
  }
  const handle = corded
    ? `<path d="M398,282 L488,288 L516,440 C518,458 506,470 490,470 L452,470 C436,470 428,460 426,444 Z" fill="url(#gM)"/>
       <path d="M458,287 L488,289 L516,440 C518,458 506,470 490,470 L482,470 C482,440 470,330 458,287 Z" fill="url(#gD)"/>
       <rect x="458" y="462" width="24" height="40" rx="9"
         fill="#26292d"/>${cord('M470,500 C474,530 520,540 600,544 C680,548 760,548 812,552')}`
    : `<path d="M398,282 L486,288 L508,420 L428,420 Z" fill="url(#gM)"/>
       <path d="M456,287 L486,289 L508,420 L478,420 Z" fill="url(#gD)"/>
       <path d="M404,410 L540,410 C552,410 558,418 558,430 L558,438 L398,438 L398,418 Z" fill="url(#gM)"/>
       <rect x="${bigBattery ? 380 : 392}" y="434" width="${bigBattery ? 200 : 172}" height="${bigBattery ? 70 : 54}" rx="12"
         fill="url(#gD)"/>
       <rect x="${bigBattery ? 392 : 402}" y="446" width="${bigBattery ? 176 : 152}" height="8" rx="4" fill="${p.main}"/>
       ${[0, 1, 2].map((i) => `<circle cx="${420 + i * 14}" cy="${bigBattery ? 484 : 474}" r="3.5" fill="#6fe08a"/>`).join('')}`;
  const sideHandle = corded
    ? `<g transform="rotate(12 270 300)"><rect x="256" y="206" width="26" height="96" rx="8" fill="url(#gD)"/><rect x="248" y="294"
      width="42" height="128" rx="18" fill="url(#gD)"/></g>`
    : '';
  return `${shadow(420, 510, corded ? 250 : 220, 17)}${front}
  ${handle}
  <path d="M${body0},198 L486,190 C524,190 546,212 546,240 C546,268 524,290 486,290 L${body0},282 Z" fill="url(#gM)"/>
  <path d="M${body0 + 10},206 L486,198" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${498 + i * 9}" y="216" width="4" height="48" rx="2" fill="${darken(p.main, 0.5)}"/>`).join('')}
  <path d="M398,300 L420,298 C425,316 425,334 418,352 C404,352 398,338 398,322 Z" fill="#1a1c1f"/>
  <rect x="430" y="284" width="22" height="12" rx="4" fill="#1a1c1f"/>
  ${corded ? `<rect x="350" y="182" width="40" height="14" rx="6" fill="#1a1c1f"/>` : ''}
  ${label(390, 252, v.code, { maxWidth: 170, size: 20, fill: p.ink })}${sideHandle}`;
}

/** Angle grinder (Болгарка), seen from the disc side: disc and guard, long body, side handle. */
function grinder(p, v) {
  const big = /230/.test(v.code);
  const R = big ? 150 : 118;
  const cx = big ? 220 : 240;
  const cy = 330;
  const diamond = big;
  let disc;
  if (diamond) {
    let seg = '';
    for (let i = 0; i < 24; i += 1) {
      const a = (i / 24) * 2 * Math.PI;
      seg += `<line x1="${f1(cx + (R - 14) * Math.cos(a))}" y1="${f1(cy + (R - 14) * Math.sin(a))}"
        x2="${f1(cx + (R + 1) * Math.cos(a))}" y2="${f1(cy + (R + 1) * Math.sin(a))}" stroke="#f4f5f6" stroke-width="4"/>`;
    }
    disc = `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#5e646c"/><circle cx="${cx}" cy="${cy}" r="${R - 14}" fill="url(#gS)"/>${seg}
      <circle cx="${cx}" cy="${cy}" r="${R * 0.4}" fill="none" stroke="#8a9199" stroke-width="3"/>
      ${label(cx, cy - R * 0.55, 'DIAMANT 230', { size: 15, fill: '#4a5058' })}`;
  } else {
    disc = `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#gDisc)"/>
      <circle cx="${cx}" cy="${cy}" r="${R - 4}" fill="none" stroke="rgba(255,255,255,.12)" stroke-width="2"/>
      <circle cx="${cx}" cy="${cy}" r="${R * 0.46}" fill="#2f62b5"/><circle cx="${cx}" cy="${cy}" r="${R * 0.46}" fill="none"
        stroke="#fff" stroke-width="3"/>
      ${label(cx, cy - R * 0.24, '125 × 1,0', { size: 13, fill: '#fff' })}${label(cx, cy + R * 0.33, 'INOX', { size: 12, fill: '#fff' })}`;
  }
  const bodyEnd = big ? 640 : 690;
  const rear = big
    ? `${loop(
        `M600,${cy - 72} L712,${cy - 72} C738,${cy - 72} 756,${cy - 54} 756,${cy - 28} L756,${cy + 28}
          C756,${cy + 54} 738,${cy + 72} 712,${cy + 72} L600,${cy + 72} Z`,
        `M640,${cy - 38} L700,${cy - 38} C712,${cy - 38} 718,${cy - 32} 718,${cy - 20} L718,${cy + 20}
          C718,${cy + 32} 712,${cy + 38} 700,${cy + 38} L640,${cy + 38} Z`,
        'url(#gM)',
      )}
       <rect x="718" y="${cy - 60}" width="38" height="120" rx="16"
         fill="url(#gD)"/>${cord(`M756,${cy} C790,${cy + 10} 796,${cy + 120} 812,${cy + 170}`)}`
    : `<path d="M${bodyEnd - 20},${cy - 26} L${bodyEnd + 30},${cy - 12} L${bodyEnd + 30},${cy + 12} L${bodyEnd - 20},${cy + 26} Z"
      fill="#26292d"/>
       ${cord(`M${bodyEnd + 28},${cy} C${bodyEnd + 70},${cy + 8} ${bodyEnd + 96},${cy + 90} 812,${cy + 170}`)}`;
  const bodyH = big ? 50 : 40;
  return `${shadow(cx + 210, 510, 340, 18)}
  <rect x="${cx + R * 0.5 - 22}" y="${cy - R - 70}" width="44" height="${R + 40}" rx="20" fill="url(#gD)"/>
  <rect x="${cx + R * 0.5 - 10}" y="${cy - R - 36}" width="20" height="30" fill="url(#gS)"/>
  ${rear}
  <path d="M${cx + 40},${cy - bodyH - 6} L${bodyEnd - 40},${cy - bodyH}
    C${bodyEnd - 10},${cy - bodyH} ${bodyEnd},${cy - 20} ${bodyEnd},${cy}
    C${bodyEnd},${cy + 20} ${bodyEnd - 10},${cy + bodyH} ${bodyEnd - 40},${cy + bodyH} L${cx + 40},${cy + bodyH + 6} Z" fill="url(#gM)"/>
  <path d="M${cx + 60},${cy - bodyH + 4} L${bodyEnd - 50},${cy - bodyH + 9}" stroke="#fff" stroke-opacity=".35" stroke-width="6"
    stroke-linecap="round"/>
  ${vents(bodyEnd - 120, cy - bodyH + 14, 4, { step: 18, w: 7, h: bodyH * 2 - 28, fill: darken(p.main, 0.5) })}
  <rect x="${cx + R + 60}" y="${cy - bodyH - 8}" width="80" height="16" rx="7" fill="#1a1c1f"/>
  ${label(cx + R + 150, cy + 10, v.code, { maxWidth: 150, size: 22, fill: p.ink })}
  <rect x="${cx}" y="${cy - 58}" width="${R + 70}" height="116" rx="24" fill="url(#gA)"/>
  <path d="M${cx},${cy - R - 16} A${R + 16},${R + 16} 0 0 1 ${cx},${cy + R + 16} Z" fill="url(#gS)"/>
  <path d="M${cx},${cy - R - 16} A${R + 16},${R + 16} 0 0 1 ${cx},${cy + R + 16}" fill="none" stroke="#7d848c" stroke-width="3"/>
  ${disc}
  <circle cx="${cx}" cy="${cy}" r="24" fill="url(#gS)" stroke="#7d848c" stroke-width="2"/>
  <circle cx="${cx - 11}" cy="${cy}" r="4" fill="#4a4f56"/><circle cx="${cx + 11}" cy="${cy}" r="4" fill="#4a4f56"/>`;
}

/** Random orbital sander (Эксцентриковая): round pad with paper, mushroom body, dust bag. */
function orbitalSander(p, v) {
  return `${shadow(440, 468, 250, 16)}
  <path d="M500,372 L560,366 L560,400 L500,404 Z" fill="url(#gD)"/>
  <path d="M552,340 C600,312 676,318 716,340 C744,356 744,420 716,436 C676,458 600,452 556,428 Z" fill="#55606b"/>
  <path d="M560,352 C604,330 672,334 708,352" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-dasharray="6 6"/>
  <path d="M566,416 C610,438 672,440 708,420" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-dasharray="6 6"/>
  <ellipse cx="400" cy="446" rx="166" ry="22" fill="#c4452d"/>
  <ellipse cx="400" cy="436" rx="162" ry="22" fill="url(#gD)"/>
  <ellipse cx="400" cy="428" rx="150" ry="16" fill="#3d4248"/>
  <path d="M300,424 L290,300 C290,240 340,204 400,204 C460,204 510,240 510,300 L500,424 Z" fill="url(#gM)"/>
  <path d="M306,300 C310,262 340,232 380,224" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round"/>
  <path d="M296,262 C296,196 346,158 400,158 C454,158 504,196 504,262 C470,250 330,250 296,262 Z" fill="url(#gD)"/>
  ${vents(330, 364, 7, { step: 22, w: 9, h: 40, fill: darken(p.main, 0.5) })}
  <rect x="384" y="266" width="32" height="20" rx="6" fill="#1a1c1f"/>
  ${label(400, 336, v.code, { maxWidth: 170, size: 22, fill: p.ink })}
  ${cord('M296,420 C250,430 230,470 170,486 C120,498 60,500 -10,502')}`;
}

/** Drywall sander (Шлифмашина для стен): a round head with a brush skirt on a long pole, a hose. */
function wallSander(p, v) {
  const hx = 210;
  const hy = 260;
  let bristles = '';
  for (let i = 0; i < 72; i += 1) {
    const a = (i / 72) * 2 * Math.PI;
    bristles += `<line x1="${f1(hx + 116 * Math.cos(a))}" y1="${f1(hy + 116 * Math.sin(a))}" x2="${f1(hx + 132 * Math.cos(a))}"
      y2="${f1(hy + 132 * Math.sin(a))}" stroke="#202326" stroke-width="3"/>`;
  }
  let holes = `<circle cx="${hx}" cy="${hy}" r="12" fill="#3a3d41"/>`;
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * 2 * Math.PI;
    holes += `<circle cx="${f1(hx + 62 * Math.cos(a))}" cy="${f1(hy + 62 * Math.sin(a))}" r="8" fill="#3a3d41"/>`;
  }
  return `${shadow(470, 520, 300, 16)}
  ${hose('M742,486 C780,500 790,540 812,580', 26)}
  <g transform="translate(320,300) rotate(24.7)">
    <rect x="0" y="-17" width="420" height="34" rx="10" fill="url(#gA)"/>
    <rect x="150" y="-22" width="90" height="44" rx="12" fill="url(#gD)"/>
    <rect x="290" y="-36" width="130" height="72" rx="22" fill="url(#gM)"/>
    ${vents(312, -24, 5, { step: 18, w: 7, h: 48, fill: darken(p.main, 0.5) })}
    <rect x="414" y="-28" width="36" height="56" rx="10" fill="url(#gA)"/>
    <rect x="-40" y="-40" width="110" height="80" rx="18" fill="url(#gM)"/>
    ${label(15, 8, v.code, { maxWidth: 96, size: 16, fill: p.ink })}
  </g>
  <circle cx="${hx}" cy="${hy}" r="140" fill="url(#gM)"/>
  <circle cx="${hx}" cy="${hy}" r="130" fill="#2c2f33"/>${bristles}
  <circle cx="${hx}" cy="${hy}" r="112" fill="#d9a441"/>
  <circle cx="${hx}" cy="${hy}" r="112" fill="none" stroke="#b8862c" stroke-width="3"/>${holes}`;
}

/** Belt sander (Ленточная): a belt loop on two rollers under the body, front knob and rear handle. */
function beltSander(p, v) {
  let grit = '';
  const r = rng(hash(v.code));
  for (let i = 0; i < 90; i += 1)
    grit += `<circle cx="${f1(180 + r() * 420)}" cy="${f1(428 + r() * 18)}" r="1.4" fill="rgba(60,30,0,.35)"/>`;
  return `${shadow(420, 470, 280, 14)}
  <path d="M596,340 L650,330 L660,360 L600,372 Z" fill="url(#gD)"/>
  <path d="M648,300 C700,284 756,300 772,330 C786,360 770,410 730,420 C696,430 664,420 650,394 Z" fill="#55606b"/>
  <path d="M660,312 C700,300 748,312 762,336" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-dasharray="6 6"/>
  <rect x="160" y="384" width="460" height="66" rx="33" fill="#a8743f"/>${grit}
  <circle cx="193" cy="417" r="27" fill="url(#gD)"/><circle cx="193" cy="417" r="8" fill="url(#gS)"/>
  <circle cx="587" cy="417" r="27" fill="url(#gD)"/><circle cx="587" cy="417" r="8" fill="url(#gS)"/>
  <rect x="206" y="374" width="368" height="26" rx="6" fill="url(#gA)"/>
  ${loop(
    `M470,258 C476,208 500,188 540,188 L624,188 C654,188 672,208 670,238 L664,334 C662,352 650,362 630,362 L596,362 L590,312 L616,312
      C622,312 626,308 626,302 L630,246 C630,238 626,234 618,234 L548,234 C532,234 522,244 520,258 Z`,
    '',
    'url(#gM)',
  )}
  <rect x="540" y="188" width="82" height="46" rx="12" fill="url(#gD)"/>
  <path d="M560,234 L590,234 C592,250 588,264 580,270 C568,266 562,252 560,240 Z" fill="#1a1c1f"/>
  <path d="M232,378 L232,300 C232,270 254,250 284,250 L522,250 C562,250 590,276 596,310 L604,378 Z" fill="url(#gM)"/>
  <path d="M246,300 C248,276 262,264 284,262 L520,262" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"
    stroke-linecap="round"/>
  ${vents(470, 290, 4, { step: 18, w: 8, h: 56, fill: darken(p.main, 0.5) })}
  <rect x="200" y="226" width="96" height="62" rx="28" fill="url(#gD)"/>
  ${label(370, 336, v.code, { maxWidth: 170, size: 24, fill: p.ink })}
  ${cord('M664,250 C720,250 760,230 812,240')}`;
}

/** Jigsaw (Лобзик): a shoe, a blade under it, the body with a closed top handle. */
function jigsaw(p, v) {
  let teeth = '';
  for (let y = 456; y < 540; y += 8) teeth += `${262},${y} ${255},${y + 4} `;
  return `${shadow(410, 470, 230, 14)}
  <polygon points="262,452 284,452 284,542 274,552 ${teeth}262,544" fill="url(#gS)"/>
  <path d="M214,430 L592,430 L604,454 L202,454 Z" fill="url(#gS)"/>
  <path d="M214,432 L592,432" stroke="#fff" stroke-width="2" opacity=".7"/>
  ${loop(
    `M282,262 L282,196 C282,164 304,142 336,142 L548,142 C580,142 600,164 600,196 L600,262 Z`,
    `M328,252 L328,212 C328,196 338,188 352,188 L534,188 C548,188 556,196 556,210 L556,252 Z`,
    'url(#gM)',
  )}
  <rect x="336" y="142" width="204" height="46" rx="14" fill="url(#gD)"/>
  <path d="M468,188 L498,188 C503,206 501,222 494,230 C479,228 470,212 468,196 Z" fill="#1a1c1f"/>
  <path d="M244,432 L244,300 C244,268 266,248 298,248 L562,248 C586,248 600,264 600,290 L600,432 Z" fill="url(#gM)"/>
  <path d="M258,300 C260,276 274,262 298,260 L560,260" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"
    stroke-linecap="round"/>
  ${vents(500, 290, 4, { step: 20, w: 8, h: 70, fill: darken(p.main, 0.5) })}
  <rect x="252" y="388" width="44" height="44" rx="6" fill="url(#gD)"/>
  <rect x="236" y="344" width="66" height="86" rx="6" fill="rgba(200,226,246,.45)" stroke="rgba(120,150,175,.7)" stroke-width="2"/>
  <rect x="330" y="392" width="64" height="14" rx="7" fill="#1a1c1f" transform="rotate(-18 362 399)"/>
  <circle cx="584" cy="404" r="22" fill="url(#gD)"/><circle cx="584" cy="404" r="12" fill="#15171a"/>
  ${label(420, 340, v.code, { maxWidth: 190, size: 24, fill: p.ink })}
  ${cord('M600,200 C650,200 690,230 720,290 C750,350 780,380 812,390')}`;
}

/** Circular saw (Циркулярная): a blade under the base plate, the upper guard, motor and handle. */
function circularSaw(p, v) {
  const cx = 360;
  const cy = 372;
  const R = 150;
  return `${shadow(400, 530, 280, 16)}
  <clipPath id="under"><rect x="0" y="394" width="800" height="300"/></clipPath>
  <g clip-path="url(#under)"><polygon points="${bladePoints(cx, cy, R, 40, 11)}" fill="#9aa1a9"/><circle cx="${cx}" cy="${cy}" r="${R}"
    fill="url(#gS)"/>
  <path d="M${cx + R + 10},394 A${R + 10},${R + 10} 0 0 1 ${cx + 40},${cy + R + 6} L${cx + 36},${cy + R - 30}
    A${R - 30},${R - 30} 0 0 0 ${cx + R - 24},394 Z" fill="url(#gA)" opacity=".92"/></g>
  <path d="M440,330 L438,236 C438,216 452,204 472,204 L580,204 C604,204 618,220 618,244 L618,330 Z" fill="url(#gM)"/>
  ${vents(540, 220, 4, { step: 16, w: 7, h: 60, fill: darken(p.main, 0.5) })}
  ${loop(
    `M430,236 C438,176 468,144 516,144 L594,144 C630,144 650,170 648,206 L644,300 L604,300 L606,214 C606,200 598,190 584,190 L520,190
      C496,190 482,204 476,236 Z`,
    '',
    'url(#gM)',
  )}
  <path d="M500,144 L594,144 C612,144 626,152 636,164 L600,194 C596,191 590,190 584,190 L520,190 C508,190 500,194 492,200 L478,160
    C484,150 492,146 500,144 Z" fill="url(#gD)"/>
  <path d="M${cx - R - 16},382 A${R + 16},${R + 16} 0 0 1 ${cx + R + 16},382 Z" fill="url(#gM)"/>
  <path d="M${cx - R + 10},372 A${R - 12},${R - 12} 0 0 1 ${cx + R - 12},372" fill="none" stroke="rgba(0,0,0,.14)" stroke-width="3"/>
  <path d="M${cx - 70},${cy - 96} A120,120 0 0 1 ${cx + 46},${cy - 112}" fill="none" stroke="${p.ink}" stroke-opacity=".8"
    stroke-width="5"/>
  <path d="M${cx + 46},${cy - 124} l18,10 l-20,8 z" fill="${p.ink}" fill-opacity=".8"/>
  <rect x="${cx + R - 6}" y="300" width="46" height="40" rx="8" fill="url(#gD)"/>
  <g transform="rotate(-22 260 232)"><rect x="224" y="212" width="74" height="44" rx="20" fill="url(#gD)"/></g>
  <circle cx="${cx}" cy="${cy - 6}" r="16" fill="url(#gA)"/>
  <rect x="150" y="380" width="484" height="16" rx="4" fill="url(#gS)"/>
  ${label(cx, cy - 36, v.code, { maxWidth: 200, size: 24, fill: p.ink })}
  ${cord('M646,250 C700,262 740,300 760,360 C774,400 792,420 812,430')}`;
}

/** Mitre saw (Торцовочная): a base with a turntable and fence, slide rails, the blade head. */
function mitreSaw(p, v) {
  const big = /DeWalt/i.test(v.name);
  const R = big ? 142 : 122;
  const bcx = 348;
  const bcy = 300;
  let ticks = '';
  for (let i = -6; i <= 6; i += 1)
    ticks += `<line x1="${348 + i * 18}" y1="${466 + Math.abs(i) * 1.2}" x2="${348 + i * 18}" y2="${474 + Math.abs(i) * 1.2}"
      stroke="#4a4f56" stroke-width="2"/>`;
  return `${shadow(400, 512, 320, 16)}
  <rect x="106" y="440" width="590" height="58" rx="12" fill="url(#gA)"/>
  <ellipse cx="348" cy="460" rx="150" ry="30" fill="url(#gS)"/>${ticks}
  <rect x="136" y="422" width="530" height="22" rx="4" fill="url(#gS)"/>
  <rect x="150" y="372" width="170" height="52" rx="3" fill="url(#gS)"/><rect x="380" y="372" width="270" height="52" rx="3"
    fill="url(#gS)"/>
  <rect x="600" y="200" width="56" height="224" rx="12" fill="url(#gA)"/>
  <rect x="456" y="214" width="300" height="14" rx="7" fill="url(#gS)"/><rect x="456" y="248" width="300" height="14" rx="7"
    fill="url(#gS)"/>
  <rect x="440" y="196" width="96" height="84" rx="14" fill="url(#gA)"/>
  <clipPath id="table"><rect x="0" y="0" width="800" height="432"/></clipPath>
  <g clip-path="url(#table)"><polygon points="${bladePoints(bcx, bcy, R, 56, 9)}" fill="#9aa1a9"/>
  <circle cx="${bcx}" cy="${bcy}" r="${R}" fill="url(#gS)"/><circle cx="${bcx}" cy="${bcy}" r="${R * 0.3}" fill="#9aa1a9"/>
  <path d="M${bcx - R - 6},${bcy} A${R + 6},${R + 6} 0 0 0 ${bcx + R + 6},${bcy} Z" fill="rgba(210,225,235,.5)"
    stroke="rgba(90,110,130,.55)" stroke-width="3"/></g>
  <rect x="${bcx + 30}" y="${bcy - R - 12}" width="150" height="96" rx="34" fill="url(#gM)"/>
  ${vents(bcx + 90, bcy - R + 4, 4, { step: 16, w: 7, h: 64, fill: darken(p.main, 0.5) })}
  <rect x="${bcx + 170}" y="${bcy - R - 4}" width="26" height="80" rx="10" fill="url(#gD)"/>
  <path d="M${bcx - R - 16},${bcy + 8} A${R + 16},${R + 16} 0 0 1 ${bcx + R + 16},${bcy + 8} Z" fill="url(#gM)"/>
  <circle cx="${bcx}" cy="${bcy}" r="18" fill="url(#gA)"/>
  ${loop(
    `M${bcx - 200},${bcy - R - 40} L${bcx - 40},${bcy - R - 40}
      C${bcx - 20},${bcy - R - 40} ${bcx - 6},${bcy - R - 26} ${bcx - 6},${bcy - R - 6} L${bcx - 6},${bcy - R + 30}
      L${bcx - 200},${bcy - R + 30} C${bcx - 214},${bcy - R + 30} ${bcx - 222},${bcy - R + 22} ${bcx - 222},${bcy - R + 8}
      L${bcx - 222},${bcy - R - 18} C${bcx - 222},${bcy - R - 32} ${bcx - 214},${bcy - R - 40} ${bcx - 200},${bcy - R - 40} Z`,
    `M${bcx - 186},${bcy - R - 14} L${bcx - 54},${bcy - R - 14}
      C${bcx - 44},${bcy - R - 14} ${bcx - 40},${bcy - R - 10} ${bcx - 40},${bcy - R} L${bcx - 40},${bcy - R + 6}
      L${bcx - 186},${bcy - R + 6} Z`,
    'url(#gM)',
  )}
  <rect x="${bcx - 206}" y="${bcy - R - 40}" width="150" height="26" rx="12" fill="url(#gD)"/>
  ${label(bcx, bcy - R * 0.45, v.code, { maxWidth: R * 1.4, size: 22, fill: p.ink })}
  ${cord('M690,470 C720,488 760,500 812,504')}`;
}

/** Reciprocating saw (Сабельная): a long body, a blade sticking out in front, a D-handle. */
function reciprocatingSaw(p, v) {
  return `${shadow(420, 470, 300, 14)}
  <polygon points="${teethLine(70, 250, 318, 7, 9)} 250,294 84,300 70,308" fill="url(#gS)"/>
  <path d="M236,262 L262,262 L262,338 L236,338 Z" fill="url(#gS)"/><rect x="230" y="270" width="10" height="60" fill="#7d848c"/>
  ${loop(
    `M592,256 L712,256 C738,256 754,274 754,300 L754,404 C754,428 738,444 712,444 L600,444 L600,396 L690,396 C698,396 704,390 704,382
      L704,316 C704,310 700,306 694,306 L592,306 Z`,
    '',
    'url(#gM)',
  )}
  <rect x="704" y="300" width="50" height="104" rx="18" fill="url(#gD)"/>
  <path d="M640,306 L668,306 C672,324 670,340 664,350 C650,348 642,334 640,318 Z" fill="#1a1c1f"/>
  <path d="M370,250 L590,244 C620,244 640,262 640,290 L640,330 C640,356 620,370 592,370 L370,354 Z" fill="url(#gM)"/>
  <path d="M384,262 L586,256" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
  ${vents(540, 270, 4, { step: 18, w: 8, h: 70, fill: darken(p.main, 0.5) })}
  <path d="M258,266 L380,248 L380,356 L258,336 Z" fill="url(#gD)"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) => `<line x1="${278 + i * 17}" y1="${266 - i * 2.6}" x2="${278 + i * 17}" y2="${334 + i * 3}"
    stroke="rgba(255,255,255,.12)" stroke-width="4"/>`,
    )
    .join('')}
  ${label(480, 316, v.code, { maxWidth: 170, size: 22, fill: p.ink })}
  <rect x="716" y="436" width="26" height="40" rx="9" fill="#26292d"/>
  ${cord('M729,474 C732,500 760,510 812,512')}`;
}

/** Pressure washer (Мойка): an upright body on wheels, a handle, a hose reel, a gun with a lance. */
function pressureWasher(p, v) {
  const reel = !/compact|aquatak/i.test(v.name);
  const display = /power control/i.test(v.name);
  let coils = '';
  for (const rr of [58, 49, 40]) coils += `<circle cx="440" cy="354" r="${rr}" fill="none" stroke="#1d1f22" stroke-width="8"/>`;
  return `${shadow(440, 508, 230, 16)}
  <rect x="544" y="70" width="20" height="380" rx="8" fill="url(#gA)"/>
  <rect x="500" y="58" width="100" height="32" rx="15" fill="url(#gA)"/>
  <path d="M290,432 L566,432 L566,490 L304,490 C296,490 290,484 290,476 Z" fill="url(#gA)"/>
  <path d="M300,442 L300,244 C300,208 324,188 358,188 L500,188 C534,188 554,210 554,246 L554,442 Z" fill="url(#gM)"/>
  <path d="M316,250 C318,222 332,206 358,204 L490,204" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="7"
    stroke-linecap="round"/>
  <path d="M300,300 L554,300" stroke="${darken(p.main, 0.2)}" stroke-width="3"/>
  <circle cx="${reel ? 360 : 427}" cy="250" r="24" fill="url(#gD)"/><path d="M${reel ? 360 : 427},232 v16" stroke="#fff" stroke-width="4"
    stroke-linecap="round"/>
  ${
    reel
      ? `<circle cx="440" cy="354" r="70" fill="${darken(p.main, 0.12)}"/>${coils}<circle cx="440" cy="354" r="22" fill="url(#gA)"/>
    <rect x="432" y="340" width="56" height="14" rx="7"
    fill="url(#gA)"/>`
      : `${label(427, 392, v.code, { maxWidth: 220, size: 26, fill: p.ink })}`
  }
  ${reel ? label(480, 240, v.code, { maxWidth: 130, size: 18, fill: p.ink }) : ''}
  <circle cx="524" cy="462" r="52" fill="url(#gD)"/><circle cx="524" cy="462" r="26" fill="${p.main}"/><circle cx="524" cy="462" r="8"
    fill="url(#gA)"/>
  <rect x="556" y="400" width="30" height="18" rx="5" fill="#2f7de1"/>
  ${cord('M300,470 C240,500 200,500 200,460 C200,420 240,410 262,408', 8)}
  <rect x="256" y="96" width="12" height="240" rx="5" fill="url(#gA)"/><rect x="250" y="86" width="24" height="26" rx="6" fill="${p.main}"/>
  <path d="M244,330 L282,330 L288,356 L276,414 L252,414 L248,356 Z" fill="url(#gA)"/>
  <path d="M282,346 C296,352 298,370 290,382 L282,380 Z" fill="${p.main}"/>
  ${display ? `<rect x="252" y="340" width="22" height="14" rx="3" fill="#8fe0a3" stroke="#1d1f22" stroke-width="2"/>` : ''}`;
}

/** Steam cleaner (Пароочиститель): a canister on wheels, a hose to a gun and a floor nozzle, steam. */
function steamCleaner(p, v) {
  const puffs = [
    [110, 478, 34],
    [160, 470, 26],
    [70, 470, 22],
    [196, 236, 18],
    [214, 222, 12],
  ]
    .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="url(#gSteam)"/>`)
    .join('');
  return `${shadow(420, 500, 300, 14)}
  <rect x="60" y="488" width="190" height="24" rx="9" fill="url(#gA)"/><rect x="56" y="506" width="198" height="12" rx="5" fill="#f4f4f2"/>
  <line x1="148" y1="492" x2="238" y2="272" stroke="url(#gS)" stroke-width="14" stroke-linecap="round"/>
  <path d="M222,300 L250,234 L282,246 L262,300 Z" fill="url(#gA)"/><path d="M256,296 C262,280 274,276 280,286 L272,312 Z" fill="${p.main}"/>
  ${cord('M268,306 C290,370 280,420 320,420', 12)}
  <path d="M300,474 L300,390 C300,338 340,304 400,304 L520,304 C580,304 620,340 620,392 L620,474 Z" fill="url(#gA)"/>
  <path d="M300,410 C300,346 340,304 400,304 L520,304 C580,304 620,346 620,410 Z" fill="url(#gM)"/>
  <path d="M330,370 C336,336 366,320 404,318 L510,318" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="7"
    stroke-linecap="round"/>
  <ellipse cx="470" cy="306" rx="40" ry="10" fill="url(#gA)"/><rect x="452" y="290" width="36" height="18" rx="6" fill="url(#gA)"/>
  <circle cx="560" cy="360" r="8" fill="#6fe08a"/><circle cx="584" cy="360" r="8" fill="#f5a623"/>
  <rect x="310" y="418" width="300" height="40" rx="10" fill="rgba(255,255,255,.08)"/>
  ${label(460, 446, v.code, { maxWidth: 250, size: 22, fill: '#fff' })}
  <circle cx="340" cy="480" r="22" fill="url(#gD)"/><circle cx="580" cy="480" r="22" fill="url(#gD)"/>
  ${cord('M620,440 C680,450 720,470 812,480')}${puffs}`;
}

/** Carpet washer (Моющий пылесос): a canister with a clear water tank, a hose and a spray nozzle. */
function carpetWasher(p, v) {
  return `${shadow(430, 500, 260, 14)}
  ${hose('M300,390 C220,390 170,330 180,260 C186,220 210,190 240,170', 22)}
  <path d="M224,150 L282,190 L262,216 L204,176 Z" fill="url(#gA)"/><rect x="190" y="138" width="40" height="28" rx="6" fill="url(#gM)"
    transform="rotate(35 210 152)"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) => `<circle cx="${160 - i * 12 + (i % 2) * 6}" cy="${120 - i * 10}" r="${3 + (i % 3)}" fill="#6fb6e8"
    opacity=".8"/>`,
    )
    .join('')}
  <path d="M290,486 L290,320 C290,300 306,286 326,286 L514,286 C534,286 550,300 550,320 L550,486 Z" fill="url(#gA)"/>
  <rect x="306" y="196" width="228" height="100" rx="18" fill="rgba(200,228,248,.7)" stroke="#9bb8cf" stroke-width="3"/>
  <rect x="310" y="236" width="220" height="56" rx="14" fill="#5aa7e0" opacity=".8"/>
  <path d="M296,206 C296,176 320,160 350,160 L490,160 C520,160 544,176 544,206 Z" fill="url(#gM)"/>
  <rect x="360" y="130" width="120" height="34" rx="14" fill="url(#gM)"/><rect x="380" y="142" width="80" height="12" rx="6"
    fill="rgba(0,0,0,.25)"/>
  <rect x="300" y="378" width="14" height="22" fill="#26292d"/>
  ${label(420, 360, v.code, { maxWidth: 200, size: 22, fill: '#fff' })}
  <circle cx="330" cy="486" r="20" fill="url(#gD)"/><circle cx="512" cy="486" r="20" fill="url(#gD)"/>
  ${cord('M550,440 C620,450 700,474 812,480')}`;
}

/** Shop vacuum (Пылесос): a container on castors, a head with a handle, a corrugated hose and a wand. */
function shopVacuum(p, v) {
  const boxy = /festool/i.test(v.name);
  const socket = /'Розетка для инструмента',\s*'есть'/.test(v.text);
  const litres = (v.text.match(/'Контейнер',\s*'(\d+) л'/) || [])[1];
  const yellow = /kärcher/i.test(v.name);
  const drumFill = yellow ? 'url(#gM)' : 'url(#gL)';
  const headFill = yellow ? 'url(#gA)' : 'url(#gM)';
  const body = boxy
    ? `<rect x="270" y="290" width="270" height="190" rx="14" fill="url(#gA)"/>
       <rect x="264" y="226" width="282" height="76" rx="14" fill="url(#gM)"/>
       <rect x="264" y="176" width="282" height="54" rx="10" fill="url(#gA)"/>
       <rect x="360" y="160" width="90" height="22" rx="8" fill="url(#gD)"/>
       <rect x="290" y="320" width="120" height="36" rx="6" fill="#fff" opacity=".1"/>`
    : `<path d="M274,280 L526,280 L512,470 C511,482 502,490 490,490 L310,490 C298,490 289,482 288,470 Z" fill="${drumFill}"/>
       <path d="M300,300 L312,470" stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>
       <path d="M258,286 C258,226 306,200 400,200 C494,200 542,226 542,286 Z" fill="${headFill}"/>
       <rect x="250" y="276" width="300" height="18" rx="8" fill="${headFill}"/>
       <rect x="256" y="292" width="18" height="34" rx="5" fill="url(#gD)"/><rect x="526" y="292" width="18" height="34" rx="5"
         fill="url(#gD)"/>
       <path d="M340,210 C340,160 460,160 460,210" fill="none" stroke="#1f2226" stroke-width="20" stroke-linecap="round"/>`;
  const panelY = boxy ? 254 : 244;
  return `${shadow(400, 506, 250, 14)}
  ${body}
  <circle cx="${boxy ? 500 : 470}" cy="${panelY}" r="16" fill="url(#gD)"/><path d="M${boxy ? 500 : 470},${panelY - 11} v10" stroke="#fff"
    stroke-width="3"/>
  ${
    socket
      ? `<rect x="${boxy ? 420 : 390}" y="${panelY - 16}" width="44" height="32" rx="6" fill="#2a2d31"/>
    <circle cx="${boxy ? 434 : 404}" cy="${panelY}" r="3.5" fill="#888"/><circle cx="${boxy ? 450 : 420}" cy="${panelY}" r="3.5"
    fill="#888"/>`
      : ''
  }
  ${label(boxy ? 405 : 400, 410, v.code, { maxWidth: boxy ? 230 : 200, size: 22, fill: boxy ? '#fff' : '#2a2d31' })}
  ${litres ? label(boxy ? 405 : 400, 446, `${litres} л`, { size: 20, fill: boxy ? '#fff' : '#2a2d31', weight: 400 }) : ''}
  <circle cx="272" cy="${boxy ? 350 : 340}" r="24" fill="#2a2d31"/>
  ${hose(`M266,${boxy ? 350 : 340} C180,${boxy ? 350 : 340} 150,410 180,456 C200,486 170,500 150,488`, 26)}
  <line x1="146" y1="484" x2="96" y2="252" stroke="url(#gS)" stroke-width="14" stroke-linecap="round"/>
  <rect x="112" y="470" width="80" height="22" rx="8" fill="url(#gA)"/>
  <circle cx="300" cy="498" r="14" fill="url(#gD)"/><circle cx="500" cy="498" r="14" fill="url(#gD)"/>
  ${cord(`M${boxy ? 540 : 520},440 C600,450 640,490 812,500`)}`;
}

/** Brush cutter (Триммер): a long shaft, the engine at the top, a loop handle, the cutting head. */
function trimmer(p, v) {
  return `${shadow(440, 500, 320, 14)}
  <line x1="660" y1="236" x2="190" y2="448" stroke="url(#gA)" stroke-width="16" stroke-linecap="round"/>
  <line x1="660" y1="236" x2="190" y2="448" stroke="#fff" stroke-opacity=".2" stroke-width="4" transform="translate(0,-4)"/>
  <path d="M186,420 A72,72 0 0 1 320,436 L300,448 A52,52 0 0 0 206,436 Z" fill="url(#gM)"/>
  <ellipse cx="196" cy="462" rx="40" ry="14" fill="url(#gD)"/><rect x="176" y="440" width="40" height="24" rx="6" fill="url(#gA)"/>
  <path d="M160,466 L70,480 M232,466 L330,486" stroke="#f5c400" stroke-width="3"/>
  <ellipse cx="468" cy="268" rx="32" ry="56" transform="rotate(-18 468 268)" fill="none" stroke="url(#gA)" stroke-width="13"/>
  <rect x="540" y="262" width="70" height="28" rx="12" fill="url(#gD)" transform="rotate(-24 575 276)"/>
  <path d="M580,270 L596,292 L606,286" stroke="#1a1c1f" stroke-width="6" fill="none"/>
  <path d="M640,196 C640,166 666,150 700,150 L740,150 C770,150 786,172 786,200 L786,286 C786,310 766,326 740,326 L684,326
    C656,326 640,308 640,284 Z" fill="url(#gM)"/>
  <path d="M654,200 C656,178 672,166 698,164 L740,164" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="6"
    stroke-linecap="round"/>
  ${vents(664, 196, 5, { step: 18, w: 7, h: 46, fill: darken(p.main, 0.5) })}
  <path d="M650,300 L770,300 L764,344 C762,356 752,362 740,362 L680,362 C668,362 658,356 656,344 Z" fill="rgba(230,230,220,.85)"
    stroke="#b9b9ae" stroke-width="2"/>
  <path d="M660,340 L764,340" stroke="#c9a93a" stroke-width="14" opacity=".5"/>
  <rect x="786" y="226" width="14" height="44" rx="5" fill="#1a1c1f"/>
  ${label(712, 290, v.code, { maxWidth: 120, size: 22, fill: p.ink })}`;
}

/** Lawnmower (Газонокосилка): a deck on wheels, a grass catcher behind, a long handle with a bar. */
function lawnmower(p, v) {
  let mesh = '';
  for (let x = 586; x < 722; x += 12)
    mesh += `<line x1="${x}" y1="318" x2="${x - 6}" y2="444" stroke="rgba(255,255,255,.12)" stroke-width="2"/>`;
  return `${shadow(440, 506, 300, 16)}
  <path d="M560,330 L620,110" stroke="url(#gA)" stroke-width="14" stroke-linecap="round"/>
  <path d="M600,330 L690,104" stroke="url(#gA)" stroke-width="14" stroke-linecap="round"/>
  <rect x="588" y="84" width="130" height="24" rx="11" fill="url(#gD)" transform="rotate(8 650 96)"/>
  <path d="M606,118 C630,150 660,150 700,128" fill="none" stroke="#d9dde2" stroke-width="9" stroke-linecap="round"/>
  <path d="M654,140 C650,220 640,300 624,360" fill="none" stroke="#1d1f22" stroke-width="5"/>
  <path d="M560,316 L700,298 C722,296 732,314 730,336 L722,430 C720,446 706,454 690,454 L574,446 Z" fill="#3a3f46"/>${mesh}
  <path d="M556,316 L700,298 C720,296 730,306 730,320 L566,340 Z" fill="url(#gM)"/>
  <path d="M160,430 C160,372 214,346 300,346 L530,346 C574,346 590,380 590,420 L590,452 L160,452 Z" fill="url(#gM)"/>
  <path d="M180,414 C186,384 222,364 300,362 L520,362" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="7"
    stroke-linecap="round"/>
  <path d="M160,440 L590,440" stroke="${darken(p.main, 0.3)}" stroke-width="6"/>
  <rect x="360" y="320" width="90" height="30" rx="10" fill="url(#gA)"/>
  ${vents(376, 326, 4, { step: 16, w: 6, h: 18, fill: '#111' })}
  ${label(300, 410, v.code, { maxWidth: 200, size: 24, fill: p.ink })}
  <circle cx="220" cy="464" r="40" fill="url(#gD)"/><circle cx="220" cy="464" r="18" fill="url(#gA)"/><circle cx="220" cy="464" r="6"
    fill="url(#gS)"/>
  <circle cx="540" cy="460" r="46" fill="url(#gD)"/><circle cx="540" cy="460" r="21" fill="url(#gA)"/><circle cx="540" cy="460" r="7"
    fill="url(#gS)"/>
  ${cord('M650,150 C700,220 730,300 760,400 C776,450 792,480 812,490', 7)}`;
}

/** Hedge trimmer (Кусторез): a long toothed blade, the body with a hand guard and a rear grip. */
function hedgeTrimmer(p, v) {
  return `${shadow(410, 470, 330, 14)}
  <polygon points="${teethLine(70, 460, 296, -14, 20, 1)} 460,328 ${teethLine(70, 460, 328, 14, 20, 1).split(' ').reverse().join(' ')}"
    fill="url(#gS)"/>
  <rect x="70" y="300" width="400" height="24" fill="url(#gS)"/>
  <rect x="70" y="306" width="400" height="12" fill="#7d848c" opacity=".5"/>
  <rect x="50" y="298" width="34" height="28" rx="8" fill="url(#gA)"/>
  <path d="M450,262 L640,252 C680,252 700,276 700,306 L700,340 C700,366 680,380 650,380 L450,364 Z" fill="url(#gM)"/>
  <path d="M466,274 L640,266" stroke="#fff" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>
  <path d="M470,370 C470,240 560,200 610,230" fill="none" stroke="url(#gA)" stroke-width="18" stroke-linecap="round"/>
  <path d="M430,220 L458,220 L462,400 L434,400 Z" fill="rgba(200,226,246,.55)" stroke="rgba(110,140,170,.7)" stroke-width="2"/>
  ${loop(
    `M640,270 L760,270 C780,270 790,284 790,300 L790,350 C790,366 780,378 760,378 L660,378 Z`,
    `M680,300 L746,300
    C752,300 756,304 756,310 L756,340 C756,346 752,350 746,350 L690,350 Z`,
    'url(#gA)',
  )}
  <rect x="676" y="380" width="104" height="50" rx="10" fill="url(#gD)"/><rect x="688" y="390" width="80" height="8" rx="4"
    fill="${p.main}"/>
  ${label(560, 330, v.code, { maxWidth: 170, size: 20, fill: p.ink })}`;
}

/** Leaf blower (Воздуходувка): the engine with a top handle and a long tube, leaves flying. */
function blower(p, v) {
  const leaves = [
    [70, 420, -20, '#d9822b'],
    [40, 470, 30, '#c8581f'],
    [100, 500, 70, '#e0a93a'],
    [30, 390, 110, '#b5651d'],
  ]
    .map(
      ([x, y, a, c]) =>
        `<g transform="translate(${x},${y}) rotate(${a})"><path d="M0,0 C10,-12 30,-12 42,0 C30,12 10,12 0,0 Z" fill="${c}"/>
          <path d="M0,0 L42,0" stroke="${darken(c, 0.3)}" stroke-width="2"/></g>`,
    )
    .join('');
  return `${shadow(430, 500, 280, 14)}${leaves}
  <polygon points="470,346 470,406 150,470 140,440" fill="url(#gM)"/>
  <polygon points="180,430 190,462 110,482 100,452" fill="url(#gA)"/>
  <path d="M150,440 L470,360" stroke="#fff" stroke-opacity=".35" stroke-width="5"/>
  <path d="M440,452 L440,290 C440,250 470,230 510,230 L620,230 C656,230 680,254 680,290 L680,452 Z" fill="url(#gM)"/>
  <path d="M460,270 C470,250 486,246 510,246 L620,246" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="6"
    stroke-linecap="round"/>
  <path d="M470,430 L470,330 C470,300 494,284 524,284 L610,284 C640,284 660,304 660,330 L660,430 Z" fill="url(#gA)"/>
  ${vents(500, 310, 6, { step: 22, w: 8, h: 50, fill: 'rgba(0,0,0,.35)' })}
  ${loop(
    `M470,236 C470,170 500,140 560,140 L600,140 C650,140 670,170 670,236 Z`,
    `M510,236 C510,196 526,180 560,180 L600,180
    C626,180 634,196 634,236 Z`,
    'url(#gM)',
  )}
  <rect x="520" y="140" width="96" height="40" rx="14" fill="url(#gD)"/>
  <path d="M680,360 L720,360 L720,330 L740,330 L740,400 L720,400 L720,380 L680,380 Z" fill="#1a1c1f"/>
  <path d="M450,450 L670,450 L670,476 C670,486 662,494 652,494 L468,494 C458,494 450,486 450,476 Z" fill="rgba(235,230,210,.9)"
    stroke="#bdb69c" stroke-width="2"/>
  ${label(564, 420, v.code, { maxWidth: 160, size: 22, fill: p.main === '#f37a1f' ? '#3a3f46' : p.ink })}`;
}

/** Chainsaw (Бензопила): a long bar with a chain, the engine body, front and rear handles. */
function chainsaw(p, v) {
  return `${shadow(430, 492, 330, 14)}
  <rect x="64" y="324" width="350" height="62" rx="31" fill="url(#gS)"/>
  <rect x="58" y="318" width="362" height="74" rx="37" fill="none" stroke="#2a2d31" stroke-width="8" stroke-dasharray="7 5"/>
  <rect x="110" y="346" width="260" height="6" rx="3" fill="#7d848c"/>
  ${loop(
    `M618,262 L730,262 C760,262 780,284 780,312 L780,380 C780,410 760,430 730,430 L628,430 L628,386 L714,386
    C726,386 734,378 734,366 L734,322 C734,312 728,306 718,306 L618,306 Z`,
    '',
    'url(#gM)',
  )}
  <rect x="734" y="314" width="46" height="70" rx="16" fill="url(#gD)"/>
  <path d="M380,452 L380,290 C380,256 404,234 440,234 L610,234 C648,234 672,258 672,294 L672,452 Z" fill="url(#gM)"/>
  <path d="M400,290 C404,264 418,250 440,248 L606,248" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="6"
    stroke-linecap="round"/>
  <path d="M460,240 C470,214 500,204 540,204 L620,204 C652,204 672,222 672,250 L672,300 L460,300 Z" fill="url(#gA)"/>
  ${vents(500, 222, 6, { step: 22, w: 8, h: 40, fill: 'rgba(0,0,0,.3)' })}
  <path d="M372,318 L470,318 L470,420 L372,420 Z" fill="url(#gA)"/>
  <circle cx="560" cy="370" r="46" fill="url(#gA)"/>${vents(532, 350, 4, { step: 16, w: 6, h: 40, fill: 'rgba(0,0,0,.3)' })}
  <path d="M650,370 L690,370" stroke="#1a1c1f" stroke-width="12" stroke-linecap="round"/>
  <path d="M404,456 L404,236 C404,200 424,180 462,180 L590,180 C620,180 636,194 640,218" fill="none" stroke="#26292d" stroke-width="18"
    stroke-linecap="round"/>
  <path d="M404,456 L404,236 C404,200 424,180 462,180 L590,180" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="5"
    transform="translate(-3,-3)"/>
  <path d="M348,172 L390,164 L394,320 L362,320 Z" fill="url(#gD)"/>
  <path d="M400,452 L672,452 L672,472 C672,482 664,488 654,488 L418,488 C408,488 400,482 400,472 Z" fill="#2a2d31"/>
  ${label(600, 432, v.code, { maxWidth: 130, size: 20, fill: p.ink })}`;
}

/** Laser level (Лазерный уровень, Нивелир): a cube with windows on a small tripod, laser lines. */
function laserLevel(p, v) {
  const color = /condtrol/i.test(v.name) ? '#2bd14a' : '#ff2d2d';
  const planes = /duo/i.test(v.name) || /'Плоскости',\s*'2 ×/.test(v.text) ? 2 : 3;
  const cube = /cube/i.test(v.name);
  const s = cube ? 0.85 : 1;
  const beam = (x, y, w, h) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" opacity=".35" filter="url(#glow)"/><rect x="${x}" y="${y}"
      width="${w}" height="${h}" fill="${color}" opacity=".9"/>`;
  return `<rect x="0" y="0" width="800" height="468" fill="#fff" opacity=".4"/><rect x="0" y="466" width="800" height="4" fill="#d4d8dd"/>
  ${beam(0, 226, 800, 3)}${beam(399, 0, 3, 470)}
  <polygon points="399,470 402,470 560,600 520,600" fill="${color}" opacity=".75"/>
  ${planes === 3 ? `${beam(150, 0, 3, 470)}<polygon points="150,470 153,470 60,600 30,600" fill="${color}" opacity=".6"/>` : ''}
  ${shadow(400, 520, 120, 12)}
  <path d="M400,400 L310,530 M400,400 L490,530 M400,400 L400,540" stroke="#2c2f33" stroke-width="10" stroke-linecap="round"/>
  <rect x="386" y="330" width="28" height="80" rx="6" fill="url(#gD)"/>
  <g transform="translate(400,280) scale(${s}) translate(-400,-280)">
  <rect x="320" y="190" width="160" height="150" rx="18" fill="url(#gM)"/>
  <path d="M336,206 L464,206" stroke="#fff" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>
  <rect x="310" y="180" width="36" height="36" rx="10" fill="url(#gA)"/><rect x="454" y="180" width="36" height="36" rx="10"
    fill="url(#gA)"/>
  <rect x="310" y="314" width="36" height="36" rx="10" fill="url(#gA)"/><rect x="454" y="314" width="36" height="36" rx="10"
    fill="url(#gA)"/>
  <rect x="340" y="214" width="120" height="26" rx="6" fill="url(#gG)"/>
  <rect x="386" y="236" width="28" height="70" rx="6" fill="url(#gG)"/>
  <rect x="344" y="218" width="112" height="4" fill="${color}" opacity=".55"/><rect x="398" y="240" width="4" height="62" fill="${color}"
    opacity=".55"/>
  <rect x="372" y="166" width="56" height="26" rx="8" fill="url(#gG)"/>
  <circle cx="446" cy="290" r="10" fill="url(#gA)"/><circle cx="446" cy="290" r="4" fill="#6fe08a"/>
  ${label(356, 300, v.code.split(' ')[0], { maxWidth: 70, size: 15, fill: p.ink })}
  </g>`;
}

/** Laser rangefinder (Дальномер): a handheld with a display and keys, a beam to a red dot. */
function rangefinder(p, v) {
  return `<rect x="0" y="0" width="56" height="600" fill="#e4e7eb"/><rect x="54" y="0" width="4" height="600" fill="#cfd4da"/>
  ${shadow(440, 450, 200, 14)}
  <rect x="58" y="310" width="230" height="4" fill="#ff2d2d" opacity=".45" filter="url(#glow)"/>
  <rect x="58" y="311" width="230" height="2" fill="#ff2d2d"/>
  <circle cx="58" cy="312" r="14" fill="#ff2d2d" opacity=".5" filter="url(#glow)"/><circle cx="58" cy="312" r="5" fill="#ff2d2d"/>
  <path d="M80,360 L270,360 M80,350 v20 M270,350 v20" stroke="#8a9199" stroke-width="2"/>
  ${label(175, 388, '4,275 м', { size: 20, fill: '#6b7179', weight: 400 })}
  <rect x="270" y="250" width="340" height="130" rx="28" fill="url(#gA)"/>
  <rect x="282" y="258" width="316" height="114" rx="22" fill="url(#gM)"/>
  <path d="M300,272 L580,272" stroke="#fff" stroke-opacity=".4" stroke-width="5" stroke-linecap="round"/>
  <rect x="264" y="292" width="24" height="40" rx="6" fill="url(#gG)"/><circle cx="276" cy="312" r="5" fill="#ff2d2d"/>
  <rect x="306" y="280" width="150" height="76" rx="8" fill="#263238"/><rect x="314" y="288" width="134" height="60" rx="4" fill="#c9e4d0"/>
  ${label(440, 332, '4.275 m', { size: 22, fill: '#23302a', anchor: 'end' })}
  <rect x="318" y="294" width="30" height="8" rx="2" fill="#23302a" opacity=".5"/>
  <circle cx="506" cy="316" r="22" fill="#e53935"/><circle cx="506" cy="316" r="22" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="3"/>
  ${[0, 1, 2].map((i) => `<rect x="${550}" y="${282 + i * 24}" width="32" height="16" rx="6" fill="url(#gA)"/>`).join('')}
  ${label(440, 400, v.code, { maxWidth: 260, size: 18, fill: '#7a8088', weight: 400 })}`;
}

/** Wall detector (Детектор): a handheld with a large display over a wall with a pipe and a cable. */
function detector(p, v) {
  return `<rect x="0" y="120" width="800" height="330" fill="#e9e4dc"/><rect x="0" y="446" width="800" height="6" fill="#d3ccbf"/>
  <rect x="0" y="226" width="800" height="30" fill="none" stroke="#b7ad9c" stroke-width="3" stroke-dasharray="10 8"/>
  <path d="M0,350 C120,330 200,380 320,350 S560,330 800,360" fill="none" stroke="#c9a266" stroke-width="4" stroke-dasharray="10 8"/>
  ${shadow(400, 470, 180, 12)}
  <rect x="254" y="170" width="292" height="260" rx="40" fill="url(#gA)"/>
  <rect x="266" y="180" width="268" height="240" rx="32" fill="url(#gM)"/>
  <path d="M290,196 L510,196" stroke="#fff" stroke-opacity=".4" stroke-width="5" stroke-linecap="round"/>
  <rect x="296" y="208" width="208" height="134" rx="10" fill="#1d2630"/>
  <rect x="306" y="218" width="188" height="114" rx="6" fill="#12304a"/>
  <rect x="316" y="238" width="168" height="20" fill="#4fc3f7" opacity=".85"/>
  <path d="M316,296 C350,288 380,306 420,296 S470,290 484,296" fill="none" stroke="#ffca28" stroke-width="5"/>
  <path d="M400,224 v100" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>
  ${label(480, 326, '38 mm', { size: 13, fill: '#fff', anchor: 'end', weight: 400 })}
  <circle cx="300" cy="380" r="9" fill="#43d06a"/><circle cx="326" cy="380" r="9" fill="#ffb300"/><circle cx="352" cy="380" r="9"
    fill="#e53935"/>
  <rect x="430" y="366" width="70" height="28" rx="12" fill="url(#gA)"/>
  ${label(400, 412, v.code, { maxWidth: 180, size: 16, fill: p.ink })}`;
}

/** Heat wave lines in front of a heater. */
const heatWaves = (x, y, dir = -1) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${x},${y + i * 44} c${dir * 30},-16 ${dir * 50},16 ${dir * 80},0 s${dir * 50},16 ${dir * 80},0" fill="none"
          stroke="#ff8a3d" stroke-opacity="${0.55 - i * 0.1}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('');

/** Electric heat gun (Тепловая пушка): a cylinder on a tubular stand, a hot grille, controls. */
function heatGun(p, v) {
  let grille = '';
  for (let y = 236; y <= 376; y += 14) grille += `<line x1="200" y1="${y}" x2="260" y2="${y}" stroke="#3a3d41" stroke-width="3"/>`;
  return `${shadow(400, 500, 230, 14)}${heatWaves(170, 264)}
  <path d="M300,392 L270,484 M500,392 L530,484" stroke="url(#gA)" stroke-width="14" stroke-linecap="round"/>
  <path d="M230,486 L330,486 M470,486 L570,486" stroke="#2a2d31" stroke-width="14" stroke-linecap="round"/>
  <path d="M300,212 C300,150 500,150 500,212" fill="none" stroke="url(#gA)" stroke-width="14" stroke-linecap="round"/>
  <rect x="226" y="214" width="340" height="180" rx="26" fill="url(#gM)"/>
  <path d="M250,232 L540,232" stroke="#fff" stroke-opacity=".5" stroke-width="7" stroke-linecap="round"/>
  <rect x="300" y="300" width="200" height="14" fill="${p.alt}" opacity=".9"/>
  <ellipse cx="566" cy="304" rx="24" ry="90" fill="url(#gD)"/>
  <ellipse cx="230" cy="304" rx="34" ry="92" fill="url(#gA)"/>
  <ellipse cx="230" cy="304" rx="26" ry="80" fill="url(#gHot)"/>
  <clipPath id="face"><ellipse cx="230" cy="304" rx="26" ry="80"/></clipPath><g clip-path="url(#face)">${grille}</g>
  <rect x="360" y="190" width="110" height="30" rx="8" fill="url(#gA)"/>
  <circle cx="388" cy="205" r="9" fill="#fff"/><circle cx="440" cy="205" r="9" fill="#fff"/>
  ${label(400, 278, v.code, { maxWidth: 220, size: 24, fill: p.ink })}
  ${cord('M588,330 C640,340 680,400 700,460 C716,500 760,510 812,512')}`;
}

/** Gas heater (Газовая пушка): a cylinder with a flame inside on a frame, a hose to a gas bottle. */
function gasGun(p, v) {
  return `${shadow(430, 506, 300, 14)}${heatWaves(120, 270)}
  <path d="M280,380 L260,488 M470,380 L490,488 M240,488 L510,488" stroke="#2a2d31" stroke-width="12" stroke-linecap="round" fill="none"/>
  <path d="M290,236 C290,170 470,170 470,236" fill="none" stroke="#2a2d31" stroke-width="12" stroke-linecap="round"/>
  <rect x="200" y="230" width="320" height="156" rx="24" fill="url(#gM)"/>
  <path d="M224,248 L500,248" stroke="#fff" stroke-opacity=".45" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="204" cy="308" rx="30" ry="80" fill="url(#gA)"/><ellipse cx="204" cy="308" rx="22" ry="68" fill="url(#gHot)"/>
  <ellipse cx="204" cy="308" rx="10" ry="36" fill="#7ec8ff" opacity=".7"/>
  <ellipse cx="520" cy="308" rx="18" ry="76" fill="url(#gD)"/>
  <rect x="470" y="270" width="50" height="70" rx="8" fill="url(#gA)"/><circle cx="495" cy="292" r="9" fill="#e53935"/>
  ${label(350, 340, v.code, { maxWidth: 200, size: 22, fill: p.ink })}
  ${cord('M520,320 C580,330 600,380 640,390', 8)}
  <rect x="620" y="240" width="130" height="254" rx="46" fill="#d32f2f"/>
  <rect x="640" y="254" width="16" height="228" rx="8" fill="#fff" opacity=".25"/>
  <rect x="662" y="208" width="46" height="40" rx="8" fill="url(#gS)"/><circle cx="685" cy="226" r="12" fill="url(#gD)"/>
  ${label(685, 380, 'ПРОПАН', { size: 16, fill: '#fff', rotate: -90 })}
  <rect x="630" y="480" width="110" height="16" rx="4" fill="#8e1c1c"/>`;
}

/** Diesel heater (Дизельная пушка): a cylinder over a fuel tank on wheels, a handle. */
function dieselGun(p, v) {
  return `${shadow(420, 512, 300, 14)}${heatWaves(110, 250)}
  <path d="M590,396 L700,260 L730,260" stroke="url(#gA)" stroke-width="16" stroke-linecap="round" fill="none"/>
  <rect x="200" y="380" width="410" height="100" rx="20" fill="url(#gA)"/>
  <rect x="230" y="372" width="60" height="16" rx="5" fill="url(#gD)"/>
  <rect x="500" y="400" width="80" height="20" rx="4" fill="#fff" opacity=".12"/>
  <rect x="190" y="212" width="420" height="170" rx="28" fill="url(#gM)"/>
  <path d="M214,230 L590,230" stroke="#fff" stroke-opacity=".45" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="192" cy="297" rx="34" ry="86" fill="url(#gA)"/><ellipse cx="192" cy="297" rx="26" ry="74" fill="url(#gHot)"/>
  <ellipse cx="612" cy="297" rx="20" ry="80" fill="url(#gD)"/>
  <rect x="420" y="190" width="130" height="28" rx="8" fill="url(#gA)"/><circle cx="450" cy="204" r="8" fill="#6fe08a"/><circle cx="480"
    cy="204" r="8" fill="#fff"/>
  ${label(400, 320, v.code, { maxWidth: 260, size: 28, fill: p.ink })}
  <circle cx="566" cy="482" r="36" fill="url(#gD)"/><circle cx="566" cy="482" r="14" fill="url(#gS)"/>
  <rect x="214" y="476" width="40" height="24" rx="5" fill="#2a2d31"/>
  ${cord('M610,330 C660,340 700,420 730,470 C750,500 780,510 812,512')}`;
}

/** Dehumidifier (Осушитель): a tall box with a top grille, a display and a water tank, castors. */
function dehumidifier(p, v) {
  let grille = '';
  for (let x = 318; x < 484; x += 14) grille += `<rect x="${x}" y="152" width="7" height="42" rx="3" fill="rgba(0,0,0,.45)"/>`;
  return `${shadow(430, 502, 170, 14)}
  <path d="M500,132 L560,158 L560,470 L500,488 Z" fill="${darken(p.main, 0.14)}"/>
  <rect x="524" y="220" width="20" height="70" rx="8" fill="rgba(0,0,0,.18)"/>
  <rect x="300" y="130" width="200" height="360" rx="18" fill="url(#gM)"/>
  <path d="M316,214 L316,470" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>
  <rect x="310" y="146" width="180" height="54" rx="8" fill="url(#gD)"/>${grille}
  <rect x="340" y="222" width="120" height="52" rx="10" fill="#1c2733"/>
  ${label(400, 258, '45%', { size: 24, fill: '#4fc3f7' })}
  <circle cx="352" cy="296" r="7" fill="${p.alt}"/><circle cx="376" cy="296" r="7" fill="${p.alt}"/><circle cx="424" cy="296" r="7"
    fill="${p.alt}"/><circle cx="448" cy="296" r="7" fill="${p.alt}"/>
  <path d="M300,370 L500,370" stroke="rgba(0,0,0,.2)" stroke-width="3"/>
  <rect x="330" y="386" width="140" height="80" rx="8" fill="rgba(210,235,250,.8)" stroke="#9bb8cf" stroke-width="2"/>
  <rect x="334" y="426" width="132" height="36" rx="4" fill="#5aa7e0" opacity=".8"/>
  <path d="M400,396 c-10,14 -14,20 -14,26 a14,14 0 0 0 28,0 c0,-6 -4,-12 -14,-26 z" fill="${p.alt}"/>
  ${label(400, 346, v.code, { maxWidth: 170, size: 20, fill: p.alt })}
  <circle cx="330" cy="494" r="10" fill="url(#gD)"/><circle cx="470" cy="494" r="10" fill="url(#gD)"/><circle cx="540" cy="478" r="9"
    fill="url(#gD)"/>`;
}

/** Infrared heater (Инфракрасный обогреватель): a long panel with a glowing element on a bracket. */
function irHeater(p, v) {
  let rays = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 190 + i * 70;
    rays += `<path d="M${x},320 c-12,24 12,40 0,64 s12,40 0,64" fill="none" stroke="#ff7a2e" stroke-opacity=".4" stroke-width="5"
      stroke-linecap="round"/>`;
  }
  let grille = '';
  for (let x = 170; x < 640; x += 16) grille += `<line x1="${x}" y1="268" x2="${x}" y2="294" stroke="#2a2d31" stroke-width="2"/>`;
  return `<rect x="0" y="0" width="800" height="96" fill="#e4e7eb"/><rect x="0" y="94" width="800" height="4" fill="#cfd4da"/>
  <rect x="300" y="96" width="20" height="126" fill="url(#gA)"/><rect x="480" y="96" width="20" height="126" fill="url(#gA)"/>
  <rect x="270" y="96" width="80" height="14" fill="url(#gA)"/><rect x="450" y="96" width="80" height="14" fill="url(#gA)"/>
  ${rays}
  <rect x="140" y="206" width="520" height="96" rx="14" fill="url(#gM)"/>
  <path d="M160,220 L640,220" stroke="#fff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>
  <rect x="160" y="262" width="480" height="36" rx="6" fill="#ff8a2e" opacity=".5" filter="url(#glow)"/>
  <rect x="160" y="262" width="480" height="36" rx="6" fill="url(#gHot)"/>${grille}
  <rect x="124" y="200" width="30" height="108" rx="10" fill="url(#gA)"/><rect x="646" y="200" width="30" height="108" rx="10"
    fill="url(#gA)"/>
  ${label(400, 246, v.code, { maxWidth: 300, size: 20, fill: p.ink })}
  ${cord('M676,280 C720,300 730,400 760,470 C776,510 800,520 812,522', 7)}`;
}

const TOOLS = {
  breaker,
  hammer: hammerDrill,
  wrench: (p, v, r) => drill(p, v, r, 'wrench'),
  driver: (p, v, r) => drill(p, v, r, 'driver'),
  drill: (p, v, r) => drill(p, v, r, 'drill'),
  grinder,
  orbital: orbitalSander,
  wallsander: wallSander,
  belt: beltSander,
  jigsaw,
  circular: circularSaw,
  mitre: mitreSaw,
  recip: reciprocatingSaw,
  steam: steamCleaner,
  puzzi: carpetWasher,
  washer: pressureWasher,
  vacuum: shopVacuum,
  trimmer,
  mower: lawnmower,
  hedge: hedgeTrimmer,
  blower,
  chainsaw,
  level: laserLevel,
  range: rangefinder,
  detector,
  dehumidifier,
  irheater: irHeater,
  gasgun: gasGun,
  dieselgun: dieselGun,
  heatgun: heatGun,
};

/** Which drawing a model gets, by the words of its name (order matters: the first match wins). */
const KIND_WORDS = [
  [/отбойн/, 'breaker'],
  [/перфоратор/, 'hammer'],
  [/гайков[её]рт/, 'wrench'],
  [/шуруп[оа]в[её]рт/, 'driver'],
  [/дрель/, 'drill'],
  [/болгарк|угловая шлиф|ушм/, 'grinder'],
  [/эксцентрик|орбитал/, 'orbital'],
  [/для стен|жираф/, 'wallsander'],
  [/ленточн/, 'belt'],
  [/лобзик/, 'jigsaw'],
  [/циркулярн|дисков/, 'circular'],
  [/торцовочн/, 'mitre'],
  [/сабельн/, 'recip'],
  [/пароочист/, 'steam'],
  [/моющий пылесос/, 'puzzi'],
  [/мойка/, 'washer'],
  [/пылесос/, 'vacuum'],
  [/триммер|мотокос/, 'trimmer'],
  [/газонокосилк/, 'mower'],
  [/кусторез|ножницы/, 'hedge'],
  [/воздуходув/, 'blower'],
  [/пила/, 'chainsaw'],
  [/уровень|нивелир/, 'level'],
  [/дальномер|рулетка/, 'range'],
  [/детектор/, 'detector'],
  [/осушит/, 'dehumidifier'],
  [/инфракрасн|обогреват/, 'irheater'],
  [/газов/, 'gasgun'],
  [/дизельн/, 'dieselgun'],
  [/пушка|калорифер/, 'heatgun'],
];
/** The category's typical tool: the category picture, and a model whose name has no known word. */
const CATEGORY_KIND = {
  perforatory: 'hammer',
  'dreli-i-shurupoverty': 'driver',
  'shlifovalnye-mashiny': 'grinder',
  'pily-i-lobziki': 'circular',
  'moyki-vysokogo-davleniya': 'washer',
  'stroitelnye-pylesosy': 'vacuum',
  'sadovaya-tekhnika': 'mower',
  'izmeritelnye-instrumenty': 'level',
  'klimaticheskaya-tekhnika': 'heatgun',
};
const CATEGORY_TINT = {
  perforatory: '#fde6d8',
  'dreli-i-shurupoverty': '#dfeefa',
  'shlifovalnye-mashiny': '#ece9f7',
  'pily-i-lobziki': '#f6ead9',
  'moyki-vysokogo-davleniya': '#dcf1f6',
  'stroitelnye-pylesosy': '#e8ecef',
  'sadovaya-tekhnika': '#e2f2dc',
  'izmeritelnye-instrumenty': '#f8e2e6',
  'klimaticheskaya-tekhnika': '#fbe8d2',
};

function kindOf(model) {
  const name = model.name.toLowerCase();
  const hit = KIND_WORDS.find(([re]) => re.test(name));
  if (hit) return hit[1];
  const fallback = CATEGORY_KIND[model.category];
  if (!fallback) throw new Error(`${model.slug}: no drawing for "${model.name}" nor for its category ${model.category}`);
  console.warn(`${model.slug}: no drawing for the words of "${model.name}", drawing the category's ${fallback}`);
  return fallback;
}

// ---------------------------------------------------------------------------------------------------------
// Pictures.

/** A model's product shot: the tool on a light studio background, the brand word in the corner. */
function productSvg(model) {
  const p = paletteOf(model);
  const r = rng(hash(model.slug));
  const kind = kindOf(model);
  const v = { name: model.name, code: codeOf(model), text: model.text };
  // Small per-model variation: the tool is turned and scaled a little.
  // (Not those drawn against a wall or a ceiling, which must stay level.)
  const still = ['level', 'range', 'detector', 'irheater'].includes(kind);
  const angle = still ? 0 : f1((r() - 0.5) * 4);
  const scale = still ? 1 : 0.95 + r() * 0.06;
  const tool = TOOLS[kind](p, v, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${defs(p)}
  <radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#fbfcfd"/><stop offset=".7" stop-color="#eef0f3"/>
    <stop offset="1" stop-color="#dfe3e8"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1"
    stop-color="#000" stop-opacity=".05"/></linearGradient>
  <rect width="800" height="600" fill="url(#bg)"/><rect y="420" width="800" height="180" fill="url(#floor)"/>
  <g transform="translate(400,320) rotate(${angle}) scale(${f1(scale * 100) / 100}) translate(-400,-320)">${tool}</g>
  ${label(774, 578, model.brand.toUpperCase(), { size: 17, fill: '#9aa1aa', anchor: 'end', spacing: 2 })}</svg>`;
}

/** A category: its typical tool in the house colours on a tinted background (480 × 360). */
function categorySvg(category) {
  const kind = CATEGORY_KIND[category.slug];
  if (!kind) throw new Error(`category ${category.slug}: no typical tool; add it to CATEGORY_KIND`);
  const tint = CATEGORY_TINT[category.slug] ?? '#eef0f3';
  const v = { name: category.name, code: '', text: '' };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 800 600">${defs(HOUSE)}
  <radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${lighten(tint, 0.5)}"/><stop offset="1"
    stop-color="${darken(tint, 0.06)}"/></radialGradient>
  <rect width="800" height="600" fill="url(#bg)"/>
  <circle cx="400" cy="300" r="250" fill="#fff" opacity=".45"/>
  <g transform="translate(400,310) scale(.92) translate(-400,-320)">${TOOLS[kind](HOUSE, v, rng(hash(category.slug)))}</g></svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// The pickup lockers (960 × 640): a wall of numbered cells with a touch screen, a canopy with the word
// «Прокат» on the accent stripe, in three settings.

const LW = 960;
const LH = 640;

const lockerDefs = `
  <linearGradient id="door" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f7f8"/><stop offset="1" stop-color="#d9dde2"/>
    </linearGradient>
  <linearGradient id="graph" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#454b53"/><stop offset="1" stop-color="#24282d"/>
    </linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c2a3a"/><stop offset="1" stop-color="#0b121a"/>
    </linearGradient>
  <linearGradient id="canopy" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(ACCENT, 0.15)}"/><stop offset="1"
    stop-color="${darken(ACCENT, 0.12)}"/></linearGradient>
  <linearGradient id="under" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6dc" stop-opacity=".55"/><stop offset="1"
    stop-color="#fff6dc" stop-opacity="0"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".35"
    stop-color="#fff" stop-opacity="0"/></linearGradient>
  <radialGradient id="lamp"><stop offset="0" stop-color="#fff4c9" stop-opacity=".9"/><stop offset="1" stop-color="#fff4c9"
    stop-opacity="0"/></radialGradient>
  <filter id="lsoft" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1400" height="1100"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="lglow" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1400" height="1100"><feGaussianBlur stdDeviation="8"/></filter>`;

/** The locker in its own coordinates: 520 wide, standing on y = 446. */
function locker(seed) {
  const r = rng(seed);
  const patterns = [
    [1, 1, 1.6, 1.6, 2.2],
    [1.6, 1.6, 1.6, 2.2],
    [2.6, 2.2, 2.2],
    [1, 1, 1, 1.6, 1.6, 1.6],
    [2.2, 1, 1, 1.6, 2.2],
  ];
  const top = 66;
  const bottom = 420;
  const gap = 4;
  let cells = '';
  let n = 1;
  for (let col = 0; col < 5; col += 1) {
    const x = 10 + col * 101;
    const w = 96;
    if (col === 2) {
      cells +=
        `<rect x="${x}" y="${top + 4}" width="${w}" height="${bottom - top - 8}" rx="4" fill="url(#graph)"/>
        <rect x="${x + 8}" y="${top + 18}" width="${w - 16}" height="122" rx="5" fill="url(#screen)"/>
        <rect x="${x + 8}" y="${top + 18}" width="${w - 16}" height="20" rx="5" fill="${ACCENT}"/>
        <rect x="${x + 8}" y="${top + 30}" width="${w - 16}" height="8" fill="${ACCENT}"/>` +
        label(x + w / 2, top + 33, 'Прокат', { size: 12, fill: '#fff' }) +
        `<rect x="${x + 16}" y="${top + 50}" width="${w - 32}" height="22" rx="5" fill="#fff"/>` +
        label(x + w / 2, top + 65, 'Получить', { size: 10, fill: '#2e3238' }) +
        `<rect x="${x + 16}" y="${top + 80}" width="${w - 32}" height="22" rx="5" fill="none" stroke="#fff" stroke-width="1.5"/>` +
        label(x + w / 2, top + 95, 'Вернуть', { size: 10, fill: '#fff' }) +
        `<rect x="${x + 30}" y="${top + 110}" width="36" height="22" rx="3" fill="rgba(255,255,255,.12)"/>
        <path d="M${x + 10},${top + 22} L${x + 60},${top + 22} L${x + 20},${top + 136} L${x + 10},${top + 136} Z" fill="#fff"
          opacity=".06"/>
        <rect x="${x + 22}" y="${top + 156}" width="52" height="22" rx="4" fill="#111"/><rect x="${x + 26}" y="${top + 166}" width="44"
          height="2" fill="#ff3b3b"/>
        <rect x="${x + 26}" y="${top + 190}" width="44" height="34" rx="5" fill="#3a4047" stroke="#5d646d" stroke-width="1.5"/>
        <path d="M${x + 42},${top + 200} a10,10 0 0 1 0,14 M${x + 48},${top + 197} a14,14 0 0 1 0,20" fill="none" stroke="#cfd4da"
          stroke-width="2"/>
        <rect x="${x + 14}" y="${top + 240}" width="${w - 28}" height="8" rx="4" fill="#111"/>
        <rect x="${x + 4}" y="${top + 262}" width="${w - 8}" height="${bottom - top - 270}" rx="3" fill="url(#door)" stroke="#aab0b8"
          stroke-width="1.5"/>` +
        label(x + 14, top + 280, String(50 + Math.floor(r() * 40)), { size: 11, fill: '#5b616a', anchor: 'start' });
      continue;
    }
    const weights = patterns[Math.floor(r() * patterns.length)];
    const total = weights.reduce((a, b) => a + b, 0);
    const free = bottom - top - gap * (weights.length + 1);
    let y = top + gap;
    for (const wgt of weights) {
      const h = (free * wgt) / total;
      const lit = r() > 0.75 ? '#43d06a' : '#9aa1aa';
      cells +=
        `<rect x="${x}" y="${f1(y)}" width="${w}" height="${f1(h)}" rx="3" fill="url(#door)" stroke="#aab0b8" stroke-width="1.5"/>
        <circle cx="${x + w - 10}" cy="${f1(y + 10)}" r="3" fill="${lit}"/>
        <rect x="${x + w - 12}" y="${f1(y + h / 2 - 8)}" width="4" height="16" rx="2" fill="#9aa1aa"/>` +
        label(x + 8, f1(y + 16), String(n).padStart(2, '0'), { size: 11, fill: '#5b616a', anchor: 'start' });
      n += 1;
      y += h + gap;
    }
  }
  return `<polygon points="520,62 556,76 556,438 520,446" fill="#b9bec5"/>
  <polygon points="540,0 578,12 578,52 540,58" fill="${darken(ACCENT, 0.25)}"/>
  <rect x="0" y="58" width="520" height="366" fill="#c9ced4"/>
  <rect x="4" y="62" width="512" height="358" fill="#eef0f2"/>${cells}
  <rect x="0" y="58" width="8" height="366" fill="url(#graph)"/><rect x="512" y="58" width="8" height="366" fill="url(#graph)"/>
  <rect x="0" y="62" width="3" height="358" fill="${ACCENT}"/>
  <rect x="-6" y="420" width="532" height="26" rx="3" fill="url(#graph)"/>
  <rect x="-20" y="50" width="560" height="14" fill="#2e3238"/>
  <rect x="-20" y="62" width="560" height="40" fill="url(#under)"/>
  <rect x="-20" y="0" width="560" height="54" rx="6" fill="url(#canopy)"/>
  <rect x="-20" y="0" width="560" height="6" rx="3" fill="#fff" opacity=".25"/>
  ${label(260, 39, 'Прокат', { size: 30, fill: '#fff' })}
  <path d="M19,22 a6,6 0 0 1 12,0" fill="none" stroke="#fff" stroke-width="3"/><rect x="12" y="22" width="26" height="18" rx="3"
    fill="#fff"/><rect x="12" y="29" width="26" height="3" fill="${ACCENT}"/>
  ${label(506, 35, 'инструмент 24/7', { size: 13, fill: '#fff', anchor: 'end', weight: 400 })}`;
}

/** The locker placed at (x, y) scaled by s, with its shadow and (on a shiny floor) its reflection. */
function placeLocker(x, y, s, seed, { reflect = false } = {}) {
  const body = locker(seed);
  const floorY = y + 446 * s;
  const refl = reflect
    ? `<mask id="rm"><rect x="0" y="${floorY}" width="${LW}" height="${LH}" fill="url(#fade)"/></mask>
      <g mask="url(#rm)"><g transform="translate(${x},${2 * floorY - y}) scale(${s},${-s})">${body}</g></g>`
    : '';
  return `${refl}<ellipse cx="${x + 270 * s}" cy="${floorY}" rx="${300 * s}" ry="${16 * s}" fill="#000" opacity=".35" filter="url(#lsoft)"/>
  <g transform="translate(${x},${y}) scale(${s})">${body}</g>`;
}

/** A shopping centre hall: shop windows, ceiling lights, a polished floor with a reflection, a plant. */
function mallScene() {
  const shops = [
    [20, '#2f6f8f', 'КОФЕ'],
    [330, '#8c3b5a', 'ОБУВЬ'],
    [640, '#3e7d4a', 'КНИГИ'],
  ];
  let fronts = '';
  const r = rng(101);
  for (const [x, color, name] of shops) {
    let goods = '';
    for (let i = 0; i < 14; i += 1) {
      const gx = x + 24 + (i % 7) * 38;
      const gy = 214 + Math.floor(i / 7) * 70;
      goods += `<rect x="${gx}" y="${f1(gy + r() * 12)}" width="26" height="${f1(30 + r() * 20)}" rx="3"
        fill="${mix(color, '#ffffff', 0.2 + r() * 0.5)}" opacity=".8"/>`;
    }
    fronts += `<rect x="${x}" y="110" width="300" height="40"
      fill="${color}"/>${label(x + 150, 138, name, { size: 22, fill: '#fff', spacing: 3 })}
      <rect x="${x}" y="150" width="300" height="280" fill="#dfe8ee"/>
      <rect x="${x + 10}" y="196" width="280" height="6" fill="#c2ccd4"/><rect x="${x + 10}" y="266" width="280" height="6"
        fill="#c2ccd4"/>${goods}
      <polygon points="${x + 30},150 ${x + 110},150 ${x + 40},430 ${x - 40},430" fill="#fff" opacity=".25"/>
      <rect x="${x}" y="150" width="300" height="280" fill="none" stroke="#9aa3ab" stroke-width="6"/>
      <line x1="${x + 150}" y1="150" x2="${x + 150}" y2="430" stroke="#9aa3ab" stroke-width="4"/>`;
  }
  let tiles = '';
  for (let i = -8; i <= 8; i += 1)
    tiles += `<line x1="${480 + i * 60}" y1="430" x2="${480 + i * 190}" y2="${LH}" stroke="rgba(0,0,0,.06)" stroke-width="2"/>`;
  for (const y of [452, 484, 528, 590]) tiles += `<line x1="0" y1="${y}" x2="${LW}" y2="${y}" stroke="rgba(0,0,0,.05)" stroke-width="2"/>`;
  let lights = '';
  for (let i = 0; i < 6; i += 1)
    lights += `<ellipse cx="${80 + i * 160}" cy="40" rx="38" ry="9" fill="#fffbe8"/><ellipse cx="${80 + i * 160}" cy="60" rx="90" ry="30"
      fill="url(#lamp)"/>`;
  const leaves = [-60, -35, -10, 15, 40, 65]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="-70" rx="16" ry="70" fill="${i % 2 ? '#3f8f4a' : '#2f7a3c'}" transform="translate(880,470) rotate(${a})"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LW}" height="${LH}" viewBox="0 0 ${LW} ${LH}"><defs>${lockerDefs}
  <linearGradient id="mfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8d2c9"/><stop offset="1" stop-color="#bdb6ab"/>
    </linearGradient></defs>
  <rect width="${LW}" height="${LH}" fill="#efe9e1"/><rect width="${LW}" height="90" fill="#f8f6f2"/><rect y="88" width="${LW}"
    height="4" fill="#ddd6cc"/>${lights}
  ${fronts}<rect y="430" width="${LW}" height="${LH - 430}" fill="url(#mfloor)"/>${tiles}
  <rect x="0" y="92" width="14" height="338" fill="#e2dbd1"/><rect x="946" y="92" width="14" height="338" fill="#e2dbd1"/>
  ${placeLocker(230, 158, 0.92, 11, { reflect: true })}
  <ellipse cx="880" cy="560" rx="70" ry="12" fill="#000" opacity=".25" filter="url(#lsoft)"/>${leaves}
  <path d="M834,470 L926,470 L914,560 L846,560 Z" fill="#f3f1ed" stroke="#cfc8bd" stroke-width="3"/></svg>`;
}

/** A residential courtyard: blocks of flats, trees, paving and a bench, daylight. */
function courtyardScene() {
  const r = rng(202);
  const block = (x0, y0, w, h, wall, cols, rows) => {
    let win = '';
    const cw = w / cols;
    const rh = (h - 20) / rows;
    for (let c = 0; c < cols; c += 1) {
      for (let k = 0; k < rows; k += 1) {
        const wx = x0 + c * cw + cw * 0.25;
        const wy = y0 + 16 + k * rh + rh * 0.2;
        const glass = r() > 0.8 ? '#f4d88a' : mix('#7ea6c4', '#cfe3f0', r() * 0.6);
        win += `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(cw * 0.5)}" height="${f1(rh * 0.55)}" fill="${glass}" stroke="#f7f3ec"
          stroke-width="3"/>`;
        if (c % 3 === 1)
          win += `<rect x="${f1(wx - 8)}" y="${f1(wy + rh * 0.55)}" width="${f1(cw * 0.5 + 16)}" height="10"
            fill="${darken(wall, 0.12)}"/>`;
      }
    }
    return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x0 - 6}" y="${y0 - 10}" width="${w + 12}"
      height="12" fill="${darken(wall, 0.25)}"/>${win}`;
  };
  const tree = (x, y, s) =>
    `<rect x="${x - 8 * s}" y="${y - 90 * s}" width="${16 * s}" height="${96 * s}" fill="#6d4c33"/>
    ${[
      [-40, -120, 60],
      [30, -130, 64],
      [0, -170, 70],
      [-20, -90, 50],
      [40, -84, 44],
    ]
      .map(
        ([dx, dy, rr], i) =>
          `<circle cx="${x + dx * s}" cy="${y + dy * s}" r="${rr * s}"
            fill="${['#4f9a45', '#5aa84f', '#438b3c', '#62b157', '#3f8337'][i]}"/>`,
      )
      .join('')}`;
  let paving = '';
  for (let y = 450; y < LH; y += 26) paving += `<line x1="0" y1="${y}" x2="${LW}" y2="${y}" stroke="rgba(0,0,0,.07)" stroke-width="2"/>`;
  for (let i = 0; i < 40; i += 1)
    paving += `<line x1="${i * 48 - 200}" y1="440" x2="${i * 60 - 400}" y2="${LH}" stroke="rgba(0,0,0,.05)" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LW}" height="${LH}" viewBox="0 0 ${LW} ${LH}"><defs>${lockerDefs}
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="1" stop-color="#e6f3fb"/>
    </linearGradient></defs>
  <rect width="${LW}" height="${LH}" fill="url(#sky)"/>
  <ellipse cx="200" cy="70" rx="90" ry="20" fill="#fff" opacity=".8"/><ellipse cx="700" cy="50" rx="120" ry="22" fill="#fff" opacity=".7"/>
  ${block(-20, 40, 430, 380, '#e9dcc8', 8, 9)}${block(600, 90, 380, 330, '#d8e1ea', 7, 8)}
  ${tree(500, 420, 1.1)}${tree(910, 430, 0.9)}
  <rect y="410" width="${LW}" height="30" fill="#79b35d"/><rect y="436" width="${LW}" height="8" fill="#bfbab2"/>
  <rect y="444" width="${LW}" height="${LH - 444}" fill="#cdc8c0"/>${paving}
  <g transform="translate(40,470)"><rect x="0" y="0" width="200" height="12" rx="3" fill="#a0703f"/><rect x="0" y="18" width="200"
    height="12" rx="3" fill="#a0703f"/>
  <rect x="0" y="-40" width="200" height="12" rx="3" fill="#b07e4a"/><rect x="0" y="-22" width="200" height="12" rx="3" fill="#b07e4a"/>
  <rect x="16" y="-40" width="10" height="110" fill="#3b3f45"/><rect x="174" y="-40" width="10" height="110" fill="#3b3f45"/></g>
  ${placeLocker(350, 150, 0.96, 22)}</svg>`;
}

/** A metro exit at dusk: a glass pavilion with stairs down, a lit street lamp, the locker beside. */
function metroScene() {
  const r = rng(303);
  let city = '';
  for (let x = -20; x < LW; x += 70 + Math.floor(r() * 40)) {
    const h = 120 + r() * 140;
    city += `<rect x="${x}" y="${f1(400 - h)}" width="64" height="${f1(h)}" fill="#3c4668"/>`;
    for (let k = 0; k < 10; k += 1)
      if (r() > 0.5)
        city += `<rect x="${f1(x + 8 + r() * 44)}" y="${f1(400 - h + 12 + r() * (h - 30))}" width="7" height="9" fill="#ffd98a"
          opacity=".8"/>`;
  }
  let steps = '';
  for (let i = 0; i < 8; i += 1)
    steps += `<rect x="${80 + i * 6}" y="${330 + i * 13}" width="${220 - i * 12}" height="7" fill="rgba(255,255,255,${0.22 - i * 0.02})"/>`;
  let tiles = '';
  for (let y = 470; y < LH; y += 30)
    tiles += `<line x1="0" y1="${y}" x2="${LW}" y2="${y}" stroke="rgba(255,255,255,.06)" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LW}" height="${LH}" viewBox="0 0 ${LW} ${LH}"><defs>${lockerDefs}
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d4f82"/><stop offset=".6" stop-color="#b9849a"/>
    <stop offset="1" stop-color="#f2a86a"/></linearGradient>
  <linearGradient id="pave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f7077"/><stop offset="1" stop-color="#505157"/>
    </linearGradient>
  <linearGradient id="stair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4150"/><stop offset="1" stop-color="#12151b"/>
    </linearGradient></defs>
  <rect width="${LW}" height="${LH}" fill="url(#dusk)"/>${city}
  <rect y="440" width="${LW}" height="${LH - 440}" fill="url(#pave)"/>${tiles}
  <rect x="30" y="190" width="370" height="26" fill="#2b303a"/>
  <rect x="40" y="150" width="130" height="40" rx="6" fill="#2b303a"/>
  <rect x="50" y="156" width="28" height="28" rx="6" fill="#d7262f"/>${label(64, 178, 'М', { size: 20, fill: '#fff' })}
  ${label(124, 178, 'Метро', { size: 18, fill: '#fff' })}
  <rect x="40" y="216" width="350" height="230" fill="rgba(190,215,235,.28)"/>
  <rect x="70" y="300" width="240" height="146" fill="url(#stair)"/>${steps}
  ${[40, 130, 220, 310, 388].map((x) => `<rect x="${x}" y="216" width="6" height="230" fill="#2b303a"/>`).join('')}
  <rect x="40" y="290" width="350" height="5" fill="#2b303a"/>
  ${label(215, 272, 'Выход в город', { size: 16, fill: '#fff', weight: 400 })}
  <rect x="870" y="120" width="10" height="340" fill="#2b303a"/><path d="M875,124 C875,96 840,92 826,104" fill="none" stroke="#2b303a"
    stroke-width="8"/>
  <ellipse cx="826" cy="112" rx="24" ry="8" fill="#fff3c4"/><circle cx="826" cy="130" r="90" fill="url(#lamp)"/>
  <ellipse cx="850" cy="470" rx="90" ry="14" fill="#fff3c4" opacity=".12" filter="url(#lglow)"/>
  ${placeLocker(420, 160, 0.86, 33)}
  <rect x="${420 - 20 * 0.86}" y="160" width="${578 * 0.86}" height="${446 * 0.86}" fill="#2a3358" opacity=".12"/>
  <rect x="${420 + 212 * 0.86}" y="${160 + 84 * 0.86}" width="${80 * 0.86}" height="${122 * 0.86}" fill="#8fd0ff" opacity=".18"
    filter="url(#lglow)"/></svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Rendering: Chromium draws each SVG on a canvas (PNG), sharp writes the WebP and its smaller copies.

const jobs = [];
for (const model of models) jobs.push({ name: model.slug, svg: productSvg(model), w: 800, h: 600, widths: [320, 480] });
for (const category of categories) jobs.push({ name: `category-${category.slug}`, svg: categorySvg(category), w: 480, h: 360, widths: [] });
[mallScene, courtyardScene, metroScene].forEach((scene, i) =>
  jobs.push({ name: `postomat-${i + 1}`, svg: scene(), w: LW, h: LH, widths: [480, 720] }),
);

mkdirSync(outDir, { recursive: true });
const written = new Set();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setContent('<canvas id="c"></canvas>');
  for (const job of jobs) {
    const dataUrl = await page.evaluate(async ({ svg, w, h }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.getElementById('c');
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d').drawImage(img, 0, 0, w, h);
      return canvas.toDataURL('image/png');
    }, job);
    const png = Buffer.from(dataUrl.split(',')[1], 'base64');
    const targets = [[`${job.name}.webp`, null], ...job.widths.map((w) => [`${job.name}-${w}w.webp`, w])];
    for (const [file, width] of targets) {
      const image = sharp(png);
      if (width) image.resize({ width });
      await image.webp({ quality: 75, effort: 6 }).toFile(path.join(outDir, file));
      written.add(file);
    }
  }
} finally {
  await browser.close();
}
// Pictures of models that are no longer in the catalogue go away with them.
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.webp') && !written.has(file)) {
    console.log(`removing ${file}: not in the catalogue any more`);
    rmSync(path.join(outDir, file));
  }
}
const total = [...written].reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
console.log(`${jobs.length} pictures, ${written.size} files, ${Math.round(total / 1024)} KB in ${path.relative(root, outDir)}`);
