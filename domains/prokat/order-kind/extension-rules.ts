import type { RentalStage } from '../tables';

/** What the tariffs sell: hours or whole days (24 hours each). */
export type RentalUnit = 'hour' | 'day';

export const UNIT_MS: Record<RentalUnit, number> = { hour: 3_600_000, day: 86_400_000 };

export const EXTENSION_RULES = {
  /** A tool's end is never moved further than this many days from the start of the order. */
  maxDaysFromStart: 30,
} as const;

/** A tool of a paid order as the extension reads it. */
export interface ToolClock {
  unitId: number;
  stage: RentalStage;
  /** The end of the pickup window (the end of the booked period while the tool waits in its cell). */
  pickupUntil: Date;
  /** The end of the paid time of a tool in use (its pickup plus the paid length). */
  dueAt: Date | null;
}

/** Where a tool's paid time runs after an extension. */
export interface ToolExtension {
  unitId: number;
  /** The tool's current end: its booking runs to here now; the unit must be free from here to `to`. */
  from: Date;
  /** The new end. */
  to: Date;
  /** A tool waiting in its cell gets a later pickup window and a longer paid length. */
  moves: 'pickup' | 'due';
  /** The tool is past its end: the period counts from now, not from the end. */
  late: boolean;
}

/**
 * Where one tool's paid time would run with `ms` more (pure): a tool waiting in its cell keeps its
 * cell `ms` longer and will run `ms` longer from its pickup; a tool in use runs `ms` past its end;
 * a tool past its end (late) runs `ms` from now — the late time is not covered and the fines
 * already assessed for it stay. Null for a tool that cannot be extended: returned, or its pickup
 * window over.
 */
export function toolExtension(tool: ToolClock, ms: number, now: Date): ToolExtension | null {
  if (tool.stage === 'awaiting_pickup') {
    if (tool.pickupUntil <= now) return null;
    return { unitId: tool.unitId, from: tool.pickupUntil, to: new Date(tool.pickupUntil.getTime() + ms), moves: 'pickup', late: false };
  }
  if (tool.stage !== 'in_use' || !tool.dueAt) return null;
  const late = tool.dueAt <= now;
  const base = late ? now : tool.dueAt;
  return { unitId: tool.unitId, from: tool.dueAt, to: new Date(base.getTime() + ms), moves: 'due', late };
}

/** The extensions of every tool of the order that can still be extended, in the order given. */
export function orderExtension(tools: readonly ToolClock[], ms: number, now: Date): ToolExtension[] {
  return tools.flatMap((tool) => toolExtension(tool, ms, now) ?? []);
}

/** Why the new ends reach too far from the order's start, or null. */
export function tooLongProblem(startsAt: Date, extensions: readonly ToolExtension[]): string | null {
  const limit = startsAt.getTime() + EXTENSION_RULES.maxDaysFromStart * UNIT_MS.day;
  return extensions.some((e) => e.to.getTime() > limit)
    ? `Аренду можно продлить не дальше чем на ${EXTENSION_RULES.maxDaysFromStart} суток от её начала. Выберите срок короче`
    : null;
}
