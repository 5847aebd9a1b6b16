import { describe, expect, it } from 'vitest';
import { createTypingGate } from './typing-gate';

describe('typing gate', () => {
  it('passes "typing" once per interval per side, and every change at once', () => {
    const gate = createTypingGate(2000);
    expect(gate.pass('1:user', true, 0)).toBe(true);
    expect(gate.pass('1:user', true, 500)).toBe(false);
    expect(gate.pass('1:user', true, 1999)).toBe(false);
    expect(gate.pass('1:staff', true, 600)).toBe(true);
    expect(gate.pass('1:user', false, 700)).toBe(true);
    expect(gate.pass('1:user', true, 800)).toBe(true);
    expect(gate.pass('1:user', true, 2800)).toBe(true);
  });

  it('forgets everything rather than grow without bound', () => {
    const gate = createTypingGate(2000, 3);
    for (const key of ['a', 'b', 'c']) gate.pass(key, true, 0);
    expect(gate.pass('d', true, 0)).toBe(true);
    expect(gate.pass('a', true, 10)).toBe(true);
  });
});
