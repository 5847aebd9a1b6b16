/**
 * Passes a side's typing signal on at most once per interval while it keeps typing; a change
 * (started ↔ stopped) always passes, so the other side never sees a stale "печатает…".
 */
export function createTypingGate(everyMs: number, maxKeys = 10_000) {
  const last = new Map<string, { at: number; typing: boolean }>();
  return {
    pass(key: string, typing: boolean, now: number): boolean {
      const previous = last.get(key);
      if (previous && previous.typing === typing && now - previous.at < everyMs) return false;
      if (!previous && last.size >= maxKeys) last.clear();
      last.set(key, { at: now, typing });
      return true;
    },
  };
}
