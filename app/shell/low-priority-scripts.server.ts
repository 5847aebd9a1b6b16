import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchPriority="low"';
const HEAD_END = '</head>';

const marked = (html: string) => html.replaceAll(PRELOAD, LOW_PRELOAD);

/**
 * The page's module preloads at low fetch priority, as React gives its own bootstrap modules: on a
 * slow connection the document, its inline styles and the first photo come first, and the first
 * paint waits for no script. React Router's `<Scripts>` takes no priority for the preloads React
 * hoists into `<head>`, so this marks them on the way out, up to `</head>`; the rest passes as is.
 */
export function lowPriorityModulePreloads(): Transform {
  let pending = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      // Latin-1 keeps every byte as one character: the tags are ASCII, and UTF-8 text cut by a chunk stays intact.
      const text = pending + chunk.toString('latin1');
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = '';
        return callback(null, Buffer.from(marked(text.slice(0, headEnd)) + text.slice(headEnd), 'latin1'));
      }
      // A tag that React's write buffer cut in two waits for the chunk that ends it.
      const lastTag = text.lastIndexOf('<');
      const cut = lastTag >= 0 && !text.includes('>', lastTag) ? lastTag : text.length;
      pending = text.slice(cut);
      callback(null, cut > 0 ? Buffer.from(marked(text.slice(0, cut)), 'latin1') : undefined);
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(marked(pending), 'latin1') : undefined);
    },
  });
}
