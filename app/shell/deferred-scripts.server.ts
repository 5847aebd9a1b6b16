import { Transform } from 'node:stream';
import { jsonForScript } from '../../lib/json-for-script';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ID, deferredScriptsLoader } from './deferred-scripts';

const HEAD_END = '</head>';
const SCRIPT_END = '</script>';
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const INLINE_MODULE = /<script\b([^>]*)\btype="module"([^>]*)>/g;
const NONCE = /\bnonce="([^"]*)"/;

type Phase = 'head' | 'body' | 'bootstrap' | 'done';

/**
 * The page's scripts after its first screen (decision 0015): React Router's module preloads in
 * `<head>` become a JSON list, its inline bootstrap module (the one `type="module"` script of the
 * body) an inert data block of the same text, and a small loader under the page's nonce after it
 * starts both once the page has loaded (its photos included), at the visitor's first touch or key,
 * or after a few seconds, whichever comes first. Until then taps and typing are held
 * (early-input.ts). Everything else passes as it came, in order.
 */
export function deferredScripts(): Transform {
  const rewriter = scriptRewriter();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = rewriter.push(chunk);
      callback(null, out.length > 0 ? out : undefined);
    },
    flush(callback) {
      const out = rewriter.end();
      callback(null, out.length > 0 ? out : undefined);
    },
  });
}

/**
 * The same rewrite of a page rendered whole. Only the head and the page's end from the bootstrap
 * module on go through the rewrite; the body before the bootstrap, most of the page, is copied as
 * bytes (nothing in it changes).
 */
export function deferScriptsInPage(page: Buffer): Buffer<ArrayBuffer> {
  const rewriter = scriptRewriter();
  const headEnd = page.indexOf(HEAD_END);
  const bootstrap = headEnd < 0 ? -1 : bootstrapTagStart(page, headEnd);
  if (bootstrap < 0) return Buffer.concat([rewriter.push(page), rewriter.end()]);
  const bodyStart = headEnd + HEAD_END.length;
  return Buffer.concat([
    rewriter.push(page.subarray(0, bodyStart)),
    page.subarray(bodyStart, bootstrap),
    rewriter.push(page.subarray(bootstrap)),
    rewriter.end(),
  ]);
}

const MODULE_TYPE = 'type="module"';

/** Where the first inline module script's start tag begins after `from`, or -1 (as `inlineModule` finds it). */
function bootstrapTagStart(page: Buffer, from: number): number {
  for (let at = page.indexOf(MODULE_TYPE, from); at >= 0; at = page.indexOf(MODULE_TYPE, at + MODULE_TYPE.length)) {
    const start = page.lastIndexOf('<script', at);
    const end = page.indexOf('>', at);
    if (start < from || end < 0 || page.subarray(start, at).includes('>')) continue;
    if (inlineModule(page.toString('latin1', start, end + 1))?.index === 0) return start;
  }
  return -1;
}

/** The rewrite over a page's bytes as they come: `push` each chunk, then `end`; each answers what to send. */
function scriptRewriter() {
  let phase: Phase = 'head';
  let pending = '';
  const preloads: string[] = [];
  let nonce = '';

  /** Rewrites the complete part of `text` for the current phase; returns what to send. */
  function rewrite(text: string): string {
    let out = '';
    let rest = text;
    while (rest) {
      if (phase === 'head') {
        const headEnd = rest.indexOf(HEAD_END);
        const part = headEnd >= 0 ? rest.slice(0, headEnd) : rest;
        out += part.replace(MODULE_PRELOAD, (tag) => {
          const href = HREF.exec(tag)?.[1];
          if (!href) return tag;
          preloads.push(href);
          return '';
        });
        if (headEnd < 0) return out;
        out += `<script type="application/json" id="${DEFERRED_PRELOADS_ID}">${jsonForScript(preloads)}</script>${HEAD_END}`;
        rest = rest.slice(headEnd + HEAD_END.length);
        phase = 'body';
      } else if (phase === 'body') {
        const bootstrap = inlineModule(rest);
        if (!bootstrap) return out + rest;
        const attributes = `${bootstrap[1]}${bootstrap[2]}`.replace(/\s*\basync(="[^"]*")?/g, '');
        nonce = NONCE.exec(attributes)?.[1] ?? '';
        out += `${rest.slice(0, bootstrap.index)}<script${attributes.trimEnd()} type="${DEFERRED_MODULE_TYPE}">`;
        rest = rest.slice(bootstrap.index + bootstrap[0].length);
        phase = 'bootstrap';
      } else if (phase === 'bootstrap') {
        const end = rest.indexOf(SCRIPT_END);
        if (end < 0) return out + rest;
        const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
        out += `${rest.slice(0, end + SCRIPT_END.length)}<script${nonceAttribute}>${deferredScriptsLoader()}</script>`;
        rest = rest.slice(end + SCRIPT_END.length);
        phase = 'done';
      } else {
        return out + rest;
      }
    }
    return out;
  }

  return {
    push(chunk: Buffer): Buffer<ArrayBuffer> {
      // Latin-1 keeps every byte as one character: the tags are ASCII, and UTF-8 text cut by a chunk stays intact.
      const text = pending + chunk.toString('latin1');
      pending = '';
      if (phase === 'done') return Buffer.from(text, 'latin1');
      // A tag that React's write buffer cut in two waits for the chunk that ends it.
      const lastTag = text.lastIndexOf('<');
      const cut = lastTag >= 0 && !text.includes('>', lastTag) ? lastTag : text.length;
      pending = text.slice(cut);
      return Buffer.from(rewrite(text.slice(0, cut)), 'latin1');
    },
    end(): Buffer<ArrayBuffer> {
      const out = pending ? rewrite(pending) : '';
      pending = '';
      return Buffer.from(out, 'latin1');
    },
  };
}

/** The first inline module script's start tag in `text` (one with a `src`, as Vite's client in development, is not it). */
function inlineModule(text: string): RegExpExecArray | null {
  for (const match of text.matchAll(INLINE_MODULE)) {
    if (!/\bsrc=/.test(`${match[1]}${match[2]}`)) return match as RegExpExecArray;
  }
  return null;
}
