import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built client files: this module is bundled into `<build dir>/server/` (index.js or a chunk
 * under assets/), the client files are in `<build dir>/client/`. Null outside a build (development).
 */
function findClientDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path.join(dir, 'client');
    if (existsSync(path.join(candidate, 'assets'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

let clientDir: string | null | undefined;
const texts = new Map<string, string | undefined>();

/**
 * The text of a built stylesheet by the href React Router gives it (`/assets/x-hash.css`, some with
 * a trailing `#`), read once per process; undefined when it is not a built stylesheet, so the page
 * links it instead.
 */
export function builtCssText(href: string): string | undefined {
  if (!texts.has(href)) {
    const file = href.replace(/[#?].*$/, '');
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(file)) {
      if (clientDir === undefined) clientDir = findClientDir();
      try {
        if (clientDir) text = readFileSync(path.join(clientDir, file), 'utf8');
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
  }
  return texts.get(href);
}
