import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { writeAudit, type StaffActor } from '../staff/service.server';
import type { AdminBanner, AdminNotice, BannerInput, NoticeInput } from './admin-schema';
import { banners, publicNotifications } from './tables';

type NoticeRow = typeof publicNotifications.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

function stateAt(row: { startsAt: Date; endsAt: Date | null; active: boolean }, at: Date): AdminNotice['state'] {
  if (!row.active || (row.endsAt !== null && row.endsAt.getTime() <= at.getTime())) return 'ended';
  return row.startsAt.getTime() > at.getTime() ? 'scheduled' : 'shown';
}

function noticeOut(row: NoticeRow, at: Date): AdminNotice {
  return {
    id: row.id,
    text: row.text,
    background_color: row.backgroundColor,
    sort: row.sort,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    state: stateAt(row, at),
  };
}

function bannerOut(row: BannerRow, at: Date): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    image_url: row.imageUrl,
    link: row.link,
    background_color: row.backgroundColor,
    sort: row.sort,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    state: stateAt(row, at),
  };
}

const noticeValues = (input: NoticeInput, at: Date) => ({
  text: input.text,
  backgroundColor: input.background_color,
  sort: input.sort,
  startsAt: input.starts_at ?? at,
  endsAt: input.ends_at ?? null,
});

const bannerValues = (input: BannerInput, at: Date) => ({
  title: input.title,
  text: input.text,
  imageUrl: input.image_url,
  link: input.link ?? null,
  backgroundColor: input.background_color,
  sort: input.sort,
  startsAt: input.starts_at ?? at,
  endsAt: input.ends_at ?? null,
});

/** PostgreSQL NOTIFY channel of console content edits: every process forgets its copy when one commits. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** The NOTIFY payload: what changed and which service instance changed it (it has forgotten already). */
export function parseContentChange(payload: string): { what: 'banners' | 'notices'; origin: string } | null {
  const [what, origin] = payload.split(' ');
  return (what === 'banners' || what === 'notices') && origin ? { what, origin } : null;
}

/** When "end now" is pressed: a notice not started yet ends before it ever shows. */
function endedNow(row: { startsAt: Date }, at: Date) {
  return { endsAt: at, startsAt: row.startsAt.getTime() > at.getTime() ? at : row.startsAt };
}

/**
 * The main page's notices and banners in the console: list, create, edit (schedule), end now. Each
 * change writes its audit record in its transaction and makes this process read the rows again
 * (`forget`), so the main page and its kept guest copy change at once here; the NOTIFY it sends at
 * commit does the same in every other process (server/plugins/content-changes.ts).
 */
export function createSiteNoticesAdmin({ db, clock, forget }: { db: Db; clock: Clock; forget: (what: 'banners' | 'notices') => void }) {
  const notFound = (message: string) => new AppError('NOT_FOUND', { message });
  const origin = randomUUID();
  const announce = async (tx: Tx, what: 'banners' | 'notices') => {
    await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${`${what} ${origin}`})`);
  };

  return {
    /** Who this instance is in its own NOTIFY payloads: it ignores them, having forgotten already. */
    origin,

    async notices(): Promise<AdminNotice[]> {
      const at = clock.now();
      const rows = await db.select().from(publicNotifications).orderBy(desc(publicNotifications.startsAt), asc(publicNotifications.id));
      return rows.map((row) => noticeOut(row, at));
    },

    async saveNotice(id: number | null, input: NoticeInput, actor: StaffActor): Promise<AdminNotice> {
      const at = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(publicNotifications).where(eq(publicNotifications.id, id)).for('update');
        if (id !== null && !before) throw notFound('Сообщение не найдено');
        const values = noticeValues(input, before?.startsAt ?? at);
        const [after] = before
          ? await tx.update(publicNotifications).set(values).where(eq(publicNotifications.id, before.id)).returning()
          : await tx.insert(publicNotifications).values(values).returning();
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: before ? 'notice.update' : 'notice.create',
          entity: 'public_notification',
          entityId: after!.id,
          before: before ? noticeOut(before, at) : null,
          after: noticeOut(after!, at),
          ip: actor.ip,
        });
        await announce(tx, 'notices');
        return after!;
      });
      forget('notices');
      return noticeOut(saved, at);
    },

    async endNotice(id: number, actor: StaffActor): Promise<AdminNotice> {
      const at = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(publicNotifications).where(eq(publicNotifications.id, id)).for('update');
        if (!before) throw notFound('Сообщение не найдено');
        if (stateAt(before, at) === 'ended') return before;
        const [after] = await tx.update(publicNotifications).set(endedNow(before, at)).where(eq(publicNotifications.id, id)).returning();
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: 'notice.end',
          entity: 'public_notification',
          entityId: id,
          before: noticeOut(before, at),
          after: noticeOut(after!, at),
          ip: actor.ip,
        });
        await announce(tx, 'notices');
        return after!;
      });
      forget('notices');
      return noticeOut(saved, at);
    },

    async banners(): Promise<AdminBanner[]> {
      const at = clock.now();
      const rows = await db.select().from(banners).orderBy(desc(banners.startsAt), asc(banners.id));
      return rows.map((row) => bannerOut(row, at));
    },

    async saveBanner(id: number | null, input: BannerInput, actor: StaffActor): Promise<AdminBanner> {
      const at = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (id !== null && !before) throw notFound('Баннер не найден');
        const values = bannerValues(input, before?.startsAt ?? at);
        const [after] = before
          ? await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning()
          : await tx.insert(banners).values(values).returning();
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: before ? 'banner.update' : 'banner.create',
          entity: 'banner',
          entityId: after!.id,
          before: before ? bannerOut(before, at) : null,
          after: bannerOut(after!, at),
          ip: actor.ip,
        });
        await announce(tx, 'banners');
        return after!;
      });
      forget('banners');
      return bannerOut(saved, at);
    },

    async endBanner(id: number, actor: StaffActor): Promise<AdminBanner> {
      const at = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!before) throw notFound('Баннер не найден');
        if (stateAt(before, at) === 'ended') return before;
        const [after] = await tx.update(banners).set(endedNow(before, at)).where(eq(banners.id, id)).returning();
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: 'banner.end',
          entity: 'banner',
          entityId: id,
          before: bannerOut(before, at),
          after: bannerOut(after!, at),
          ip: actor.ip,
        });
        await announce(tx, 'banners');
        return after!;
      });
      forget('banners');
      return bannerOut(saved, at);
    },
  };
}

export type SiteNoticesAdmin = ReturnType<typeof createSiteNoticesAdmin>;
