import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { returningVisitor } from './helpers';
import { COMING_SOON_PATHS, sitemapPaths } from './sitemap-pages';

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

test('the server HTML of every sitemap page and «Скоро» page passes the Nu HTML Checker without an error', async ({ page, baseURL }) => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) throw new Error(javaHelp);

  await returningVisitor(page, baseURL!);
  const paths = [...(await sitemapPaths(page.request)), ...COMING_SOON_PATHS];
  test.setTimeout(120_000 + paths.length * 1_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'mestechko-vnu-'));
  try {
    const fileOf = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await page.request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, await response.text());
      fileOf.set(`file:${file}`, pagePath);
    }
    // One Java start for all pages; with --format json the report goes to stderr.
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...[...fileOf.keys()].map((f) => f.slice('file:'.length))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'vnu.jar ran').toBeUndefined();
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => {
        const where = `${fileOf.get(m.url) ?? m.url}${m.lastLine ? `:${m.lastLine}` : ''}`;
        return `${where} ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 120)}»` : ''}`;
      });
    expect(errors, 'Nu HTML Checker errors (page:line message «extract»)').toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
