// `npm run setup`: installs the project with the Node.js it brings. The runtime is the registry's
// `node` package (package.json dependencies), put in node_modules/.bin where every npm script finds
// it first. This machine's own Node may be older: npm then runs under the project's Node, fetched by
// npx from the registry, so the engines of every package are checked against the Node that runs them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const runtime = pkg.dependencies.node;
const install = process.argv.includes('--install') ? 'npm install --no-audit --no-fund' : 'npm ci --no-audit --no-fund';
const run = spawnSync('npx', ['--yes', '--package', `node@${runtime}`, '--call', install], { stdio: 'inherit' });
process.exit(run.status ?? 1);
