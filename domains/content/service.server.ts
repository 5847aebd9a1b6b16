import { cached } from '../../lib/cached';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { siteConfig } from '../../lib/site-config';
import type { MessageSender } from '../integrations/registry.server';
import type { BlogPostRow, ContentRepo } from './repo.server';
import {
  BLOG_PAGE_SIZE,
  OFERTA,
  type Banner,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type CallbackLead,
  type FaqItem,
  type FaqSection,
  type LaunchLead,
  type More100Lead,
  type OfertaType,
  type PublicNotification,
  type RentalPenalty,
  type ReviewGroup,
  type SendReview,
  type WarehouseReviews,
  WAREHOUSE_REVIEWS_SHOWN,
} from './schema';

/** Content changes only with an admin edit: a short cache spares the database. */
const CACHE_MS = 30_000;

export { reviewGroupIds } from './review-group-ids.server';
export { CONTENT_CHANGED_CHANNEL, parseContentChange } from './site-notices-admin.server';

/** The app link goes to one number at most this many times a day. */
export const APP_URL_SMS_PER_DAY = 3;

/** Shown between `startsAt` (inclusive) and `endsAt` (exclusive, open when null). */
export function isActiveAt(row: { startsAt: Date; endsAt: Date | null }, at: Date): boolean {
  return row.startsAt.getTime() <= at.getTime() && (row.endsAt === null || at.getTime() < row.endsAt.getTime());
}

function blogSummary(row: Omit<BlogPostRow, 'body'>): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** Only the first name of the author is shown ("Анна" of "Анна Петрова"); "Клиент" without a name. */
export function reviewAuthor(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'Клиент';
}

export function appUrlSmsText(): string {
  return `${siteConfig.brandName}: скачайте приложение. App Store: ${siteConfig.apps.appStore} Google Play: ${siteConfig.apps.googlePlay}`;
}

/** Who sent a request: IP, the signed-in user, UTM values the entry page kept in cookies. */
export interface RequestOrigin {
  ip: string;
  userId: number | null;
  utm?: Record<string, string>;
}

export interface ContentDeps {
  repo: ContentRepo;
  clock: Clock;
  sms: MessageSender;
  /** Whether a city id exists in the reference (leads name a city). */
  cityExists: (id: number) => Promise<boolean>;
  /** Warehouses with their review group (the storages catalogue), for the review form. */
  groupWarehouses?: () => Promise<{ id: number; name: string; reviewGroupId: number | null }[]>;
}

export function createContentService({ repo, clock, sms, cityExists, groupWarehouses }: ContentDeps) {
  const now = () => clock.now().getTime();

  const penalties = cached(
    async (): Promise<RentalPenalty[]> =>
      (await repo.penalties()).map((p) => ({
        id: p.id,
        code: p.code,
        group: p.groupName,
        title: p.title,
        description: p.description,
        amount: p.amount,
        amount_text: p.amountText,
        unit: p.unit,
      })),
    CACHE_MS,
    now,
  );
  const faq = cached(
    async (): Promise<FaqItem[]> =>
      (await repo.faq()).map((f) => ({ id: f.id, section: f.section as FaqSection, question: f.question, answer: f.answer })),
    CACHE_MS,
    now,
  );
  const groups = cached(
    async (): Promise<ReviewGroup[]> => {
      const [rows, warehouses] = await Promise.all([repo.reviewGroups(), groupWarehouses?.() ?? []]);
      return rows.map((g) => ({
        id: g.id,
        name: g.name,
        city_id: g.cityId,
        service: g.service,
        warehouses: warehouses.filter((w) => w.reviewGroupId === g.id).map((w) => ({ id: w.id, name: w.name })),
      }));
    },
    CACHE_MS,
    now,
  );
  const bannerRows = cached(() => repo.banners(), CACHE_MS, now);
  const notificationRows = cached(() => repo.publicNotifications(), CACHE_MS, now);
  const blogIndex = cached(() => repo.blogIndex(), CACHE_MS, now);
  /** Bodies by id, loaded only for ids the index holds (so the map is bounded by the posts). */
  const blogBodies = new Map<number, () => Promise<BlogPostRow | undefined>>();
  /** Posts published by now, newest first. */
  const publishedPosts = async () => {
    const at = clock.now().getTime();
    return (await blogIndex()).filter((p) => p.publishedAt.getTime() <= at);
  };

  return {
    listRentalPenalties: penalties,

    async listFaq(filter: { section?: FaqSection; search?: string }): Promise<{ items: FaqItem[]; count: number }> {
      const needle = filter.search?.trim().toLocaleLowerCase('ru-RU');
      const items = (await faq()).filter(
        (f) =>
          (!filter.section || f.section === filter.section) &&
          (!needle || f.question.toLocaleLowerCase('ru-RU').includes(needle) || f.answer.toLocaleLowerCase('ru-RU').includes(needle)),
      );
      return { items, count: items.length };
    },

    listReviewGroups: groups,

    async sendReview(input: SendReview, origin: RequestOrigin): Promise<{ id: number; status: 'new' }> {
      const group = (await groups()).find((g) => g.id === input.group_id);
      if (!group) {
        throw new AppError('VALIDATION_ERROR', { fields: { group_id: 'Выберите, о чём отзыв, из списка' } });
      }
      if (input.warehouse_id !== undefined && !group.warehouses.some((w) => w.id === input.warehouse_id)) {
        throw new AppError('VALIDATION_ERROR', { fields: { warehouse_id: 'Выберите склад из списка' } });
      }
      const id = await repo.insertReview({
        groupId: input.group_id,
        warehouseId: input.warehouse_id ?? null,
        rating: input.rating,
        text: input.text,
        name: input.name ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        userId: origin.userId,
        status: 'new',
        ip: origin.ip,
        createdAt: clock.now(),
      });
      return { id, status: 'new' };
    },

    /**
     * What the warehouse page shows: the mean of the approved ratings, their count and the latest
     * approved reviews. New and rejected reviews never show.
     */
    async warehouseReviews(warehouseId: number, limit = WAREHOUSE_REVIEWS_SHOWN): Promise<WarehouseReviews> {
      const [rating, rows] = await Promise.all([repo.warehouseRating(warehouseId), repo.warehouseReviews(warehouseId, limit)]);
      return {
        average: rating.average === null ? null : Math.round(rating.average * 10) / 10,
        count: rating.count,
        items: rows.map((r) => ({
          id: r.id,
          author: reviewAuthor(r.name),
          rating: r.rating,
          text: r.text,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /** Moderation: a review shows on the site once approved. */
    async moderateReview(id: number, decision: 'approve' | 'reject'): Promise<void> {
      const found = await repo.setReviewStatus(id, decision === 'approve' ? 'published' : 'rejected');
      if (!found) throw new AppError('NOT_FOUND', { message: 'Отзыв не найден' });
    },

    async callbackLead(input: CallbackLead, origin: RequestOrigin) {
      if (input.city_id !== undefined && !(await cityExists(input.city_id))) {
        throw new AppError('VALIDATION_ERROR', { fields: { city_id: 'Такого города нет в списке' } });
      }
      const id = await repo.insertLead({
        kind: 'callback',
        phone: input.phone,
        name: input.name ?? null,
        comment: input.comment ?? null,
        service: input.service ?? null,
        cityId: input.city_id ?? null,
        utm: origin.utm ?? null,
        userId: origin.userId,
        ip: origin.ip,
        createdAt: clock.now(),
      });
      return { id, accepted: true as const };
    },

    /** Stores the request and texts the store links; a number gets them at most 3 times a day. */
    async appUrlLead(phone: string, origin: RequestOrigin) {
      const at = clock.now();
      const sent = await repo.countLeadsSince('app_url', phone, new Date(at.getTime() - 24 * 3600_000));
      if (sent >= APP_URL_SMS_PER_DAY) {
        throw new AppError('TOO_MANY_REQUESTS', {
          message: 'Ссылку на приложение уже отправляли на этот номер. Повторить можно через сутки',
        });
      }
      const id = await repo.insertLead({
        kind: 'app_url',
        phone,
        utm: origin.utm ?? null,
        userId: origin.userId,
        ip: origin.ip,
        createdAt: at,
      });
      await sms.send({ channel: 'SMS', to: phone, text: appUrlSmsText() });
      return { id, accepted: true as const };
    },

    async more100Lead(input: More100Lead, origin: RequestOrigin) {
      const id = await repo.insertLead({
        kind: 'more100',
        phone: input.phone,
        name: input.name,
        company: input.company ?? null,
        volumeM3: input.volume_m3 ?? null,
        cells: input.cells ?? null,
        comment: input.comment ?? null,
        service: 'storages',
        utm: origin.utm ?? null,
        userId: origin.userId,
        ip: origin.ip,
        createdAt: clock.now(),
      });
      return { id, accepted: true as const };
    },

    /**
     * "Tell me when it launches" for a line that is not open yet. Asking again with the same phone
     * or e-mail for the same line answers with the stored request instead of a second row.
     */
    async launchLead(input: LaunchLead, origin: RequestOrigin) {
      const contact = { phone: input.phone ?? null, email: input.email ?? null };
      const existing = await repo.findLaunchLead(input.service, contact);
      if (existing !== null) return { id: existing, accepted: true as const };
      const id = await repo.insertLead({
        kind: 'launch',
        ...contact,
        service: input.service,
        utm: origin.utm ?? null,
        userId: origin.userId,
        ip: origin.ip,
        createdAt: clock.now(),
      });
      return { id, accepted: true as const };
    },

    async listBanners(): Promise<Banner[]> {
      const at = clock.now();
      return (await bannerRows())
        .filter((b) => isActiveAt(b, at))
        .map((b) => ({
          id: b.id,
          title: b.title,
          text: b.text,
          image_url: b.imageUrl,
          link: b.link,
          background_color: b.backgroundColor,
          starts_at: b.startsAt.toISOString(),
          ends_at: b.endsAt?.toISOString() ?? null,
        }));
    },

    async listPublicNotifications(): Promise<PublicNotification[]> {
      const at = clock.now();
      return (await notificationRows())
        .filter((n) => isActiveAt(n, at))
        .map((n) => ({ id: n.id, text: n.text, background_color: n.backgroundColor }));
    },

    /**
     * One page of the blog, newest first. Page 1 always exists (maybe empty); a page past the last
     * one or not a positive integer gives null (the page answers 404).
     */
    async listBlogPosts(page: number, perPage = BLOG_PAGE_SIZE): Promise<BlogPage | null> {
      if (!Number.isInteger(page) || page < 1) return null;
      const posts = await publishedPosts();
      const pages = Math.max(1, Math.ceil(posts.length / perPage));
      if (page > pages) return null;
      const items = posts.slice((page - 1) * perPage, page * perPage).map(blogSummary);
      return { items, page, pages, total: posts.length };
    },

    /** Every published post, newest first (the sitemap). */
    async listAllBlogPosts(): Promise<BlogPostSummary[]> {
      return (await publishedPosts()).map(blogSummary);
    },

    /** A published post, or null for an unknown id or one scheduled later. */
    async getBlogPost(id: number): Promise<BlogPost | null> {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const summary = (await publishedPosts()).find((p) => p.id === id);
      if (!summary) return null;
      let load = blogBodies.get(id);
      if (!load) {
        load = cached(() => repo.blogPost(id), CACHE_MS, now);
        blogBodies.set(id, load);
      }
      const row = await load();
      return row ? { ...blogSummary(row), body: row.body } : null;
    },

    /** After a console edit: this process reads the rows again (every process, told by CONTENT_CHANGED_CHANNEL). */
    forget(what: 'banners' | 'notices') {
      (what === 'banners' ? bannerRows : notificationRows).invalidate();
    },

    oferta(type: OfertaType) {
      return { type, ...OFERTA[type] };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
