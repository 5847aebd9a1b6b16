// `npm test`: unit and API suites (API also on PostgreSQL when TEST_DATABASE_URL is set),
// then the production build and the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!chromiumPath()) {
  console.error(chromiumHelp);
  process.exit(1);
}

run('npx', ['vitest', 'run']);
run('npx', ['react-router', 'build']);
run('npx', ['playwright', 'test']);
