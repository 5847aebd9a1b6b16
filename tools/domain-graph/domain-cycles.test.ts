import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domainGraph, importCycles, importPath, type DomainGraph } from './domain-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Cycles between domains that are known and not yet undone. A new cycle, or one that grows to take
 * in another domain, fails; when a listed cycle is undone, shrink the list.
 */
const KNOWN_CYCLES = [
  ['auth', 'bonuses', 'lodgers', 'notifications', 'profile', 'users'],
  ['clouds', 'content', 'orders', 'storages'],
];

/** Domains that must stay below orders: they know an order only through what the composition root hands them. */
const BELOW_ORDERS = ['payments', 'bonuses'];

describe('imports between domains', () => {
  const graph = domainGraph(root);

  it('payments and bonuses reach orders by no chain of imports (no orders ⇄ payments or orders → bonuses → orders circle)', () => {
    for (const domain of BELOW_ORDERS) expect(importPath(graph, domain, 'orders'), `${domain} → orders`).toBeNull();
  });

  it('no cycle between domains beyond the known ones', () => {
    for (const cycle of importCycles(graph)) {
      const known = KNOWN_CYCLES.some((k) => cycle.every((domain) => k.includes(domain)));
      expect(known, `a new import cycle: ${cycle.join(' ⇄ ')}`).toBe(true);
    }
  });

  it('the check finds a cycle and the chain that makes it', () => {
    const made: DomainGraph = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['users'])],
      ['users', new Set(['orders'])],
      ['bonuses', new Set()],
    ]);
    expect(importCycles(made)).toEqual([['orders', 'payments', 'users']]);
    expect(importPath(made, 'payments', 'orders')).toEqual(['payments', 'users', 'orders']);
    expect(importPath(made, 'bonuses', 'orders')).toBeNull();
  });
});
