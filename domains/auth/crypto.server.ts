import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keyed hashes of codes and tokens: a stolen table gives neither the codes nor usable tokens. */
export function createHasher(secret: string) {
  const hmac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    hash: hmac,
    /** Constant-time comparison of a value against its stored hash. */
    matches(value: string, stored: string | null): boolean {
      if (!stored) return false;
      const a = Buffer.from(hmac(value));
      const b = Buffer.from(stored);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    /** The child of a refresh token is derived from it, so a parallel refresh can be given the same child. */
    childToken(parent: string): string {
      return createHmac('sha256', secret).update(`child:${parent}`).digest('base64url');
    },
  };
}

export type Hasher = ReturnType<typeof createHasher>;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
