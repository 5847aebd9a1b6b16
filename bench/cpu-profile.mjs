// Preloaded into a server by `npm run bench` with BENCH_PROFILE (`node --import`, which
// NODE_OPTIONS allows where --cpu-prof is refused). SIGWINCH starts the V8 sampling profiler; the
// next SIGWINCH stops it and writes `<BENCH_PROFILE_DIR>/<n>.cpuprofile` (the Chrome DevTools
// format; bench/profile-summary.mjs reads it). The process id goes to `<BENCH_PROFILE_DIR>/server.pid`.
// SIGWINCH, not SIGUSR2: close-with-grace shuts the server down on SIGUSR2, and SIGUSR1 opens the inspector.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR ?? 'bench-profiles';
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'server.pid'), String(process.pid));
const session = new Session();
session.connect();
let running = false;
let count = 0;

process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 250 }, () => session.post('Profiler.start')),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) return console.error('cpu profile failed', error);
    count += 1;
    // Whole or not at all: the bench waits for the file to appear.
    writeFileSync(path.join(dir, `${count}.tmp`), JSON.stringify(result.profile));
    renameSync(path.join(dir, `${count}.tmp`), path.join(dir, `${count}.cpuprofile`));
  });
});
