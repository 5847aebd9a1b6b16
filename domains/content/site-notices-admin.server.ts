import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import type { AdminBanner, AdminNotice, BannerInput, NoticeInput } from './admin-schema';
import { scheduledItems, stateAt } from './scheduled-items.server';
import { banners, publicNotifications } from './tables';

type NoticeRow = typeof publicNotifications.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

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

/**
 * The main page's notices and banners in the console: list, create, edit (schedule), end now. Each
 * change writes its audit record in its transaction and makes this process read the rows again
 * (`forget`), so the main page and its kept guest copy change at once here; the NOTIFY it sends at
 * commit does the same in every other process (server/plugins/content-changes.ts).
 */
export function createSiteNoticesAdmin({ db, clock, forget }: { db: Db; clock: Clock; forget: (what: 'banners' | 'notices') => void }) {
  const origin = randomUUID();
  const announce = async (tx: Tx, what: 'banners' | 'notices') => {
    await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${`${what} ${origin}`})`);
  };

  const items = { db, clock, announce, forget };
  const notices = scheduledItems(
    {
      what: 'notices',
      entity: 'public_notification',
      actionPrefix: 'notice',
      notFound: 'Сообщение не найдено',
      out: noticeOut,
      values: noticeValues,
      list: (on) => on.select().from(publicNotifications).orderBy(desc(publicNotifications.startsAt), asc(publicNotifications.id)),
      lock: async (tx, id) => (await tx.select().from(publicNotifications).where(eq(publicNotifications.id, id)).for('update'))[0],
      insert: async (tx, values) => (await tx.insert(publicNotifications).values(values).returning())[0]!,
      update: async (tx, id, values) =>
        (await tx.update(publicNotifications).set(values).where(eq(publicNotifications.id, id)).returning())[0]!,
    },
    items,
  );
  const bannerItems = scheduledItems(
    {
      what: 'banners',
      entity: 'banner',
      actionPrefix: 'banner',
      notFound: 'Баннер не найден',
      out: bannerOut,
      values: bannerValues,
      list: (on) => on.select().from(banners).orderBy(desc(banners.startsAt), asc(banners.id)),
      lock: async (tx, id) => (await tx.select().from(banners).where(eq(banners.id, id)).for('update'))[0],
      insert: async (tx, values) => (await tx.insert(banners).values(values).returning())[0]!,
      update: async (tx, id, values) => (await tx.update(banners).set(values).where(eq(banners.id, id)).returning())[0]!,
    },
    items,
  );

  return {
    /** Who this instance is in its own NOTIFY payloads: it ignores them, having forgotten already. */
    origin,
    notices: notices.list,
    saveNotice: notices.save,
    endNotice: notices.end,
    banners: bannerItems.list,
    saveBanner: bannerItems.save,
    endBanner: bannerItems.end,
  };
}

export type SiteNoticesAdmin = ReturnType<typeof createSiteNoticesAdmin>;
