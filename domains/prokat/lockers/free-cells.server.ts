import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { distanceMeters } from '../../../lib/geo-distance';
import { prokatCells, prokatPostomats, prokatUnits } from '../tables';

/** SQL: a working cell a tool can be put back into now: no tool in it, no live opening, not occupied in the sandbox. */
export function cellFreeForReturn() {
  return and(
    eq(prokatCells.broken, false),
    sql`not exists (select 1 from ${prokatUnits} u where u.cell_id = ${prokatCells.id})`,
    sql`not exists (select 1 from prokat_cell_openings o where o.cell_id = ${prokatCells.id} and o.status in ('opening', 'open'))`,
    sql`not exists (select 1 from prokat_sandbox_cells s where s.cell_id = ${prokatCells.id} and s.occupied)`,
  );
}

/** The refusal's alternatives for a full locker: other active lockers with free cells, nearest first. */
export async function lockersWithFreeCells(tx: Tx, postomatId: number) {
  const [origin] = await tx.select().from(prokatPostomats).where(eq(prokatPostomats.id, postomatId));
  if (!origin) return [];
  const rows = await tx
    .select({ postomat: prokatPostomats, free: sql<number>`count(*)::int` })
    .from(prokatCells)
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
    .where(and(eq(prokatPostomats.active, true), ne(prokatPostomats.id, postomatId), cellFreeForReturn()))
    .groupBy(prokatPostomats.id);
  return rows
    .map(({ postomat, free }) => ({
      postomat: { id: postomat.id, number: postomat.number, name: postomat.name, address: postomat.address },
      free_cells: free,
      distance_m: Math.round(distanceMeters(origin, postomat)),
    }))
    .sort((a, b) => a.distance_m - b.distance_m)
    .slice(0, 5);
}
