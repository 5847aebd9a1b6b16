import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Fines of the tool rental (/prokat-fines/ and GET /api/reference/penalties/rental). */
export const rentalPenalties = pgTable('rental_penalties', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** The heading the page groups by: "Просрочка возврата", "Повреждение"… */
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Whole roubles; null when the fine is not a fixed sum (see amountText). */
  amount: integer('amount'),
  /** The fine in words when it is not a fixed sum: "100 % стоимости инструмента". */
  amountText: text('amount_text'),
  unit: text('unit').notNull(),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/** Questions and answers of the site, by section. */
export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  section: text('section').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/**
 * What a review is about: a city and a service line ("Москва — склады хранения"). Warehouses
 * will point at their group (a nullable `review_group_id` on their table) when they land.
 */
export const reviewGroups = pgTable('review_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A city of the reference (`cities.id`). */
  cityId: integer('city_id').notNull(),
  service: text('service').notNull(),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/**
 * Reviews from the site's feedback form; shown only after moderation approves them
 * (`status` = 'published'), on the page of their warehouse when they name one.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => reviewGroups.id),
    /** The warehouse the review is about (`warehouses.id` of the storages catalogue), when chosen. */
    warehouseId: integer('warehouse_id'),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    /** The signed-in author (`users.id`), when there was one. */
    userId: bigint('user_id', { mode: 'number' }),
    /** new → published (approved) | rejected (moderation). */
    status: text('status').notNull().default('new'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_warehouse_idx').on(t.warehouseId, t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Requests left on the site: call me back, the app link by SMS, business (more than 100 m²), and
 * "tell me when it launches" of a service line not open yet (phone or e-mail).
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** callback | app_url | more100 | launch */
    kind: text('kind').notNull(),
    /** Every kind but `launch` has a phone; a `launch` lead has a phone or an e-mail. */
    phone: text('phone'),
    email: text('email'),
    name: text('name'),
    comment: text('comment'),
    service: text('service'),
    cityId: integer('city_id'),
    company: text('company'),
    volumeM3: integer('volume_m3'),
    cells: integer('cells'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** The signed-in author (`users.id`), when there was one. */
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff marked it handled, and who (`users.id`). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: bigint('handled_by', { mode: 'number' }),
  },
  (t) => [index('leads_kind_phone_idx').on(t.kind, t.phone, t.createdAt), index('leads_created_idx').on(t.createdAt)],
);

/** Banners of the main page, shown between starts_at and ends_at. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  backgroundColor: text('background_color').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/** Public message cards of the site (holiday hours and the like), shown between starts_at and ends_at. */
export const publicNotifications = pgTable('public_notifications', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  backgroundColor: text('background_color').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/**
 * Posts of the blog (/blog/ and /blog/{id}/). A post shows from `published_at` on, checked against
 * the clock, so a post can be scheduled. The body is Markdown, rendered with raw HTML off.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** One or two sentences for the list card and the meta description. */
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    /** A path under /images/blog/. */
    coverImage: text('cover_image').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);
