import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Which domains each domain imports (relative imports of its non-test sources, type-only ones too). */
export type DomainGraph = Map<string, Set<string>>;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const importFrom = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]/g;

export function domainGraph(root: string): DomainGraph {
  const domains = join(root, 'domains');
  const graph: DomainGraph = new Map();
  for (const file of sources(domains)) {
    const from = relative(domains, file).split(sep)[0]!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(importFrom)) {
      const target = relative(domains, resolve(dirname(file), match[1]!)).split(sep);
      if (target[0] === '..' || target[0] === from) continue;
      edges.add(target[0]!);
    }
  }
  return graph;
}

/** The groups of domains that import each other around a cycle (strongly connected, two or more), sorted. */
export function importCycles(graph: DomainGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One chain of imports from `from` to `to`, or null when none leads there. */
export function importPath(graph: DomainGraph, from: string, to: string): string[] | null {
  const previous = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift()!;
    if (v === to) {
      const path = [v];
      while (previous.get(path[0]!)) path.unshift(previous.get(path[0]!)!);
      return path;
    }
    for (const w of graph.get(v) ?? []) {
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return null;
}
