import { ClientError, ResponseBodyError } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { libraryFailure, oauthErrorOf } from './provider-failures.server';

const bodyError = (status: number, error: string, description = 'Invalid code verifier abc') =>
  new ResponseBodyError('server responded with an error in the response body', {
    cause: { error, error_description: description },
    response: new Response(null, { status }),
  });

/** The library's own error, as openid-client throws it (its constructor's type omits `code`). */
const clientError = (message: string, code: string, cause?: unknown) => Object.assign(new ClientError(message, { cause }), { code });

describe('libraryFailure', () => {
  it('a refusal of the code is the visitor’s; one that blames our client is an outage', () => {
    expect(libraryFailure('vk', 'token', bodyError(400, 'invalid_grant'))).toMatchObject({ kind: 'rejected' });
    expect(libraryFailure('vk', 'token', bodyError(401, 'invalid_client'))).toMatchObject({ kind: 'unavailable' });
    expect(libraryFailure('vk', 'token', bodyError(500, 'server_error'))).toMatchObject({ kind: 'unavailable' });
  });

  it('keeps the status and the short code, never the provider’s text', () => {
    const failure = libraryFailure('yandex', 'token', bodyError(400, 'invalid_grant'));
    expect(failure.message).toBe('yandex token: rejected, status 400, error invalid_grant');
    expect(failure.message).not.toContain('verifier');
  });

  it('no answer is an outage; an answer the library would not accept is invalid', () => {
    expect(libraryFailure('google', 'token', new TypeError('fetch failed'))).toMatchObject({ kind: 'unavailable' });
    expect(libraryFailure('google', 'token', clientError('operation timed out', 'OAUTH_TIMEOUT'))).toMatchObject({
      kind: 'unavailable',
      detail: { reason: 'timeout' },
    });
    const claim = clientError('unexpected JWT claim value encountered', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED');
    expect(libraryFailure('google', 'token', claim)).toMatchObject({ kind: 'invalid' });
    const status = clientError(
      'unexpected HTTP response status code',
      'OAUTH_RESPONSE_IS_NOT_CONFORM',
      new Response(null, { status: 403 }),
    );
    expect(libraryFailure('tinkoff', 'token', status)).toMatchObject({ kind: 'rejected', detail: { status: 403 } });
  });
});

describe('oauthErrorOf', () => {
  it('reads a short code only: a string, or VK’s error object', () => {
    expect(oauthErrorOf({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(oauthErrorOf({ error: { error_code: 5 } })).toBe('5');
    expect(oauthErrorOf({ error: 'a long text with spaces' })).toBeUndefined();
  });
});
