// Summarises a V8 CPU profile (.cpuprofile, as bench/cpu-profile.mjs writes) of the built server:
// where the samples fell by bucket (self time), by source file or package (self and inclusive) and
// by function (self). Frames of the server bundle are mapped back to their sources through the
// bundle's source map when the build has one (`react-router build --sourcemapServer`).
//
//   node bench/profile-summary.mjs <file.cpuprofile> [top]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Frames on nearly every stack (the task queues, async context): left out of the inclusive table. */
const SCHEDULING = new Set(['node:internal/process', 'node:async_hooks', 'node:internal/async_hooks', '(runMicrotasks)', '(program)']);

/** Self-time buckets, first match wins; `place` is a source path, a package name or a `(native)` frame. */
const BUCKETS = [
  ['idle (waiting for I/O or for the CPU)', (p) => p === '(idle)'],
  ['garbage collection', (p) => p === '(garbage collector)'],
  ['React rendering (react, react-dom)', (p) => p === 'react' || p === 'react-dom'],
  ['React Router (request handler, matching, data, <ServerRouter>)', (p) => p === 'react-router' || p.startsWith('@react-router/')],
  [
    'Fastify and its plugins',
    (p) => /^(fastify|@fastify\/|find-my-way|avvio|fast-json-stringify|fast-uri|light-my-request|fastify-)/.test(p),
  ],
  ['logging (pino)', (p) => /^(pino|sonic-boom|thread-stream)/.test(p)],
  ['compression (node:zlib)', (p) => p === 'node:zlib'],
  [
    'database (PGlite and its WebAssembly, pg, drizzle)',
    (p) => /^(@electric-sql\/pglite|pg|pg-.*|drizzle-orm|postgres-.*|wasm:.*|\(js-to-wasm.*|\(wasm-to-js.*)$/.test(p),
  ],
  ['zod', (p) => p === 'zod'],
  [
    'Fetch Request/Headers and web streams (undici, webstreams)',
    (p) => /^node:internal\/(deps\/undici|webstreams|abort_controller|event_target)/.test(p),
  ],
  ['node streams, http, sockets, timers', (p) => /^node:/.test(p)],
  ['the app: app/', (p) => p.startsWith('app/')],
  ['the server: server/', (p) => p.startsWith('server/')],
  ['domains/ and lib/', (p) => p.startsWith('domains/') || p.startsWith('lib/') || p.startsWith('db/')],
  ['native (writes, parsing, microtask queue)', (p) => p.startsWith('(')],
  ['other packages', () => true],
];

const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    const mapFile = `${file}.map`;
    sourceMaps.set(
      url,
      existsSync(mapFile) ? { map: new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))), dir: path.dirname(file) } : null,
    );
  }
  return sourceMaps.get(url);
}

function packageOf(file) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? match[1] : undefined;
}

/** Where a frame's code lives: `app/root.tsx`, `react-dom`, `node:zlib`, `(garbage collector)`. */
function placeOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { place: `(${functionName.replace(/^\(|\)$/g, '') || 'anonymous'})`, name: functionName || '(anonymous)' };
  if (url.startsWith('node:'))
    return { place: url.replace(/^(node:internal\/deps\/[^/]+|node:internal\/[^/]+|node:[^/]+).*$/, '$1'), name: functionName };
  const pkg = packageOf(url);
  if (pkg) return { place: pkg, name: functionName };
  const mapped = sourceMapOf(url);
  if (mapped && lineNumber >= 0) {
    const entry = mapped.map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const source = entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(mapped.dir, entry.originalSource);
      const relative = path.relative(repo, source);
      const place = packageOf(relative) ?? relative;
      return { place, name: `${functionName || '(anonymous)'} ${relative}:${entry.originalLine + 1}` };
    }
  }
  const file = url.startsWith('file:') ? path.relative(repo, fileURLToPath(url)) : url;
  return { place: file, name: `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` };
}

export function summarise(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const info = new Map(profile.nodes.map((n) => [n.id, placeOf(n.callFrame)]));
  const self = { bucket: new Map(), place: new Map(), name: new Map() };
  const inclusive = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const leaf = info.get(id);
    add(self.bucket, BUCKETS.find(([, match]) => match(leaf.place))[0], ms);
    add(self.place, leaf.place, ms);
    add(self.name, `${leaf.name} [${leaf.place}]`, ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { place } = info.get(at);
      if (nodes.get(at).callFrame.functionName === '(root)') continue;
      seen.add(place);
    }
    for (const place of seen) add(inclusive, place, ms);
  });
  return { total, self, inclusive };
}

export function formatSummary({ total, self, inclusive }, top = 15) {
  const pct = (ms) => `${((ms / total) * 100).toFixed(1)} %`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const busy = total - (self.bucket.get(BUCKETS[0][0]) ?? 0);
  const lines = [`Sampled ${(total / 1000).toFixed(1)} s, of which busy (not idle) ${(busy / 1000).toFixed(1)} s.`, ''];
  lines.push('| bucket (self time) | share of samples | share of busy time |', '| --- | ---: | ---: |');
  for (const [key, ms] of sorted(self.bucket))
    lines.push(`| ${key} | ${pct(ms)} | ${key.startsWith('idle') ? '' : `${((ms / busy) * 100).toFixed(1)} %`} |`);
  lines.push('', '| source file or package | self | inclusive |', '| --- | ---: | ---: |');
  for (const [place, ms] of sorted(inclusive)
    .filter(([p]) => !SCHEDULING.has(p))
    .slice(0, top * 2))
    lines.push(`| ${place} | ${pct(self.place.get(place) ?? 0)} | ${pct(ms)} |`);
  lines.push('', '| function (self time) | self |', '| --- | ---: |');
  for (const [name, ms] of sorted(self.name).slice(0, top * 2)) lines.push(`| ${name.replaceAll('|', '\\|')} | ${pct(ms)} |`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, top = '15'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
    process.exit(2);
  }
  console.log(formatSummary(summarise(JSON.parse(readFileSync(file, 'utf8'))), Number(top)));
}
