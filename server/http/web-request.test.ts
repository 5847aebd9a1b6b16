import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toWebRequest } from './web-request';

function pageRequest(headers: Record<string, string | string[]> = {}) {
  return { protocol: 'http', host: 'mestechko.test', url: '/cabinet/?line=clouds', method: 'GET', headers } as unknown as FastifyRequest;
}

function replyWith(raw: EventEmitter & { writableFinished: boolean }) {
  return { raw } as unknown as FastifyReply;
}

describe('the Fetch request a page is rendered for', () => {
  it('keeps the address and every header, repeated ones too', () => {
    const raw = Object.assign(new EventEmitter(), { writableFinished: false });
    const web = toWebRequest(pageRequest({ cookie: 'a=1', 'x-many': ['1', '2'] }), replyWith(raw));
    expect(web.url).toBe('http://mestechko.test/cabinet/?line=clouds');
    expect(web.headers.get('cookie')).toBe('a=1');
    expect(web.headers.get('x-many')).toBe('1, 2');
  });

  it('is aborted when the visitor goes away before the page has been sent', () => {
    const raw = Object.assign(new EventEmitter(), { writableFinished: false });
    const web = toWebRequest(pageRequest(), replyWith(raw));
    raw.emit('close');
    expect(web.signal.aborted).toBe(true);
  });

  it('is not aborted once the page has been sent (no AbortError for a finished response)', () => {
    const raw = Object.assign(new EventEmitter(), { writableFinished: true });
    const web = toWebRequest(pageRequest(), replyWith(raw));
    raw.emit('close');
    expect(web.signal.aborted).toBe(false);
  });
});
