/**
 * At most `max` socket handshakes per address in each window of `windowMs`, counted in this
 * process (a burst of handshakes costs a token check and a few reads each). `take` answers null
 * when the handshake may go on, else the seconds until the address may try again.
 */
export function createHandshakeLimit(options: { max: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let swept = 0;
  const now = options.now ?? Date.now;

  function sweep(at: number) {
    if (at - swept < options.windowMs) return;
    for (const [address, window] of windows) if (at - window.start >= options.windowMs) windows.delete(address);
    swept = at;
  }

  return {
    take(address: string): number | null {
      const at = now();
      sweep(at);
      const window = windows.get(address);
      if (!window || at - window.start >= options.windowMs) {
        windows.set(address, { start: at, count: 1 });
        return null;
      }
      window.count += 1;
      if (window.count <= options.max) return null;
      return Math.max(1, Math.ceil((window.start + options.windowMs - at) / 1000));
    },
  };
}

/** The client's address as the HTTP routes see it: the first X-Forwarded-For entry behind a trusted proxy. */
export function handshakeAddress(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trustProxy: boolean,
) {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}
