import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const javaHelp = [
  'The HTML validity test runs the Nu HTML Checker (vnu.jar), which needs Java 11 or newer, and none was found.',
  "Install Debian's package:   sudo apt-get update && sudo apt-get install -y default-jre-headless",
  'or put a java binary on PATH.',
].join('\n');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The Nu HTML Checker's errors over documents named by what they are (a page's path), as
 * "name:line message «extract»". One Java start for all of them.
 */
export function htmlErrors(documents: Map<string, string>): string[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) throw new Error(javaHelp);
  const dir = mkdtempSync(path.join(tmpdir(), 'mestechko-vnu-'));
  try {
    const nameOf = new Map<string, string>();
    for (const [index, [name, html]] of [...documents].entries()) {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      nameOf.set(`file:${file}`, name);
    }
    // With --format json the report goes to stderr.
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...[...nameOf.keys()].map((f) => f.slice('file:'.length))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error) throw run.error;
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    return report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => {
        const where = `${nameOf.get(m.url) ?? m.url}${m.lastLine ? `:${m.lastLine}` : ''}`;
        return `${where} ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 120)}»` : ''}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
