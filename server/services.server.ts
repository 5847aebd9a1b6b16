import type { FineView } from '../domains/orders/schema';
import type { Database, Db } from '../db/client.server';
import { createIntegrations, type Integrations } from '../domains/integrations/registry.server';
import { realAdaptersFromEnv } from '../domains/integrations/real-adapters.server';
import { createOutboxService, type OutboxService } from '../domains/outbox/service.server';
import { createReferenceRepo } from '../domains/reference/repo.server';
import { createReferenceService, type ReferenceService } from '../domains/reference/service.server';
import { createAuthService, forgetPushToken, pushTokensOf, type AuthService } from '../domains/auth/service.server';
import { createSocialAuth, type SocialAuth } from '../domains/auth/social/service.server';
import { createCompaniesService, createCompanyCabinetReads, type CompaniesService } from '../domains/companies/service.server';
import { companyLookupFromEnv } from '../domains/companies/lookup-from-env.server';
import { createContentRepo } from '../domains/content/repo.server';
import { createContentService, type ContentService } from '../domains/content/service.server';
import { createContentModeration, type ContentModeration } from '../domains/content/moderation.server';
import { createSiteNoticesAdmin, type SiteNoticesAdmin } from '../domains/content/site-notices-admin.server';
import { createJobEngine, type JobEngine } from '../domains/jobs/service.server';
import { createNotificationsService, signalUserEvent, type NotificationsService } from '../domains/notifications/service.server';
import { createDeliveries, type Deliveries } from '../domains/notifications/deliveries.server';
import { createNotificationPreferences, type NotificationPreferences } from '../domains/notifications/preferences.server';
import { createProfileService, type ProfileService } from '../domains/profile/service.server';
import { createUsersService, notificationContacts, type UsersService } from '../domains/users/service.server';
import { createStaffService, type StaffService } from '../domains/staff/service.server';
import { createBonusesService, type BonusesService } from '../domains/bonuses/service.server';
import {
  createCellBookings,
  createStorageCatalogue,
  createStorageKind,
  createStorageFacts,
  type CellBookings,
  type StorageCatalogue,
  type StorageFactsService,
} from '../domains/storages/service.server';
import {
  createOrderCabinet,
  createOrdersService,
  createProductKinds,
  type OrderCabinet,
  type ProductKind,
  type ProductKinds,
  type OrdersService,
  orderFacts,
  orderOwnerOf,
  orderOwners,
  servedOrdersByIds,
} from '../domains/orders/service.server';
import { createPaymentCabinetReads, createPaymentsService, type PaymentsService } from '../domains/payments/service.server';
import { type Clock, systemClock } from '../lib/clock';
import { createRealtimeHub, type RealtimeHub } from '../lib/realtime-hub';
import { createChatFileStore } from '../domains/support/files.server';
import { createSupportService, type SupportService } from '../domains/support/service.server';
import { createInboxReads, type InboxReads } from '../domains/support/inbox-reads.server';
import { createSupportContextReads } from '../domains/support/context-reads.server';
import type { Env } from '../lib/env.server';
import { createLogger } from '../lib/logger.server';
import { identityCipherFromEnv } from '../domains/identity/cipher.server';
import { createIdentityService, type IdentityService } from '../domains/identity/service.server';
import { createLodgersService, type LodgersService } from '../domains/lodgers/service.server';
import { createAddressesService, type AddressesService } from '../domains/addresses/service.server';
import { addressSuggestionsFromEnv } from '../domains/addresses/suggestions-from-env.server';
import type { FileStorage } from '../domains/integrations/file-storage';
import { fileStorageFromEnv } from '../domains/integrations/file-storage-from-env.server';
import { createCloudKind, createCloudsService, type CloudsService } from '../domains/clouds/service.server';
import {
  createProkatCatalogue,
  createProkatFleet,
  createProkatLockers,
  createRentalLateness,
  createDamageFines,
  createWaitlist,
  createRentalKind,
  createRentalPhotos,
  createRentalOrderActions,
  type ProkatCatalogue,
  type ProkatFleet,
  type ProkatLockers,
  type RentalLateness,
  type Waitlist,
  type RentalPhotosService,
  type RentalOrderActions,
} from '../domains/prokat/service.server';

/** The composition root: every domain service, built once per process from the database and env. */
export interface AppServices {
  env: Env;
  database: Database;
  reference: ReferenceService;
  outbox: OutboxService;
  integrations: Integrations;
  /** Every uploaded file (identity documents, order photos, chat files): a folder or an S3 bucket. */
  files: FileStorage;
  clock: Clock;
  users: UsersService;
  /** The bonus wallet: the ledger of points and the balance every line spends from. */
  bonuses: BonusesService;
  companies: CompaniesService;
  notifications: NotificationsService;
  /** The channels each user chose per category of notification. */
  notificationPreferences: NotificationPreferences;
  /** SMS, e-mail and push of notifications, run by the delivery job. */
  deliveries: Deliveries;
  /** The job engine (pg-boss on this database); started with the scheduled jobs by server/plugins/housekeeping.ts. */
  jobs: JobEngine;
  auth: AuthService;
  profile: ProfileService;
  /** Identity documents: passport fields encrypted at rest, private scans, the console's verification. */
  identity: IdentityService;
  /** The people who will stay with the user (the apartments line). */
  lodgers: LodgersService;
  /** Saved addresses, address search and reverse geocoding, delivery zones and the point-in-zone check of checkouts. */
  addresses: AddressesService;
  socialAuth: SocialAuth;
  content: ContentService;
  catalogue: StorageCatalogue;
  /** The prokat line's tool catalogue and lockers. */
  prokat: ProkatCatalogue;
  /** The prokat line's locker network: cell openings, its signed events, staff checks of returns, the sandbox simulator. */
  prokatLockers: ProkatLockers;
  /** The prokat line's lateness: reminders before the end, notices at the end, fines for late returns. */
  prokatLateness: RentalLateness;
  /** The prokat line's waitlist: a freed tool is kept for the first person waiting for it at that locker. */
  prokatWaitlist: Waitlist;
  /** The prokat line's fines staff set after a return check (a damage, a loss), decided by an operator. */
  prokatDamageFines: ReturnType<typeof createDamageFines<FineView>>;
  /** The prokat line's locker fleet in the console: lockers, cells and tools added, moved, broken, retired; doors left open. */
  prokatFleet: ProkatFleet;
  /** The prokat line's photos of the tool at pickup and at return (files of the order core). */
  prokatPhotos: RentalPhotosService;
  /** The prokat line's changes from the rental order page: extension by a period of the tariffs, early end. */
  prokatRentalActions: RentalOrderActions;
  /** Figures the pages state about the storage line (lowest price, areas, temperature). */
  storageFacts: StorageFactsService;
  cellBookings: CellBookings;
  /** The product kinds orders are placed for (storage cells, …). */
  productKinds: ProductKinds;
  payments: PaymentsService;
  orders: OrdersService;
  orderCabinet: OrderCabinet;
  /** Events to open sockets (the socket server attaches itself when the app is built). */
  realtime: RealtimeHub;
  /** The support chat: users' conversations and the console's inbox. */
  support: SupportService;
  /** The console's inbox reads: conversations with the user's profile, orders and payments. */
  supportInbox: InboxReads;
  /** Staff roles, the audit log and their reads (the staff console). */
  staff: StaffService;
  /** The console's moderation of reviews and leads, and its notices and banners of the main page. */
  contentModeration: ContentModeration;
  siteNoticesAdmin: SiteNoticesAdmin;
  /** The clouds line: pickup windows and the checkout, requests moved by staff, the client's items, acts and returns. */
  clouds: CloudsService;
}

/** More product kinds to register, built from the database and the clock (a test's own kind). */
export type ExtraKinds = (deps: { db: Db; clock: Clock }) => ProductKind[];

export function createServices(
  env: Env,
  database: Database,
  clock: Clock = systemClock,
  options: { extraKinds?: ExtraKinds } = {},
): AppServices {
  const { db } = database;
  const realtime = createRealtimeHub();
  const outbox = createOutboxService(db);
  const files = fileStorageFromEnv(env, { now: () => clock.now().getTime() });
  const integrations = createIntegrations({ sandbox: env.sandboxProviders, outbox, real: realAdaptersFromEnv(env) });
  const companies = createCompaniesService(db, {
    clock,
    lookup: companyLookupFromEnv(env),
    // payments is built below; the company's open invoices are asked only when it is deleted.
    openInvoices: (companyId) => payments.invoices.openNumbersOfCompany(companyId),
  });
  const notifications = createNotificationsService(db, clock);
  const bonuses = createBonusesService({ db, clock });
  const users = createUsersService({ db, clock });
  const auth = createAuthService({
    db,
    clock,
    integrations,
    users,
    config: {
      secret: env.SESSION_SECRET,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL,
      defaultChannel: env.AUTH_DEFAULT_CHANNEL,
      ipLimits: { sendsPerHour: env.LOGIN_SENDS_PER_IP_HOUR, failuresPerHour: env.LOGIN_FAILURES_PER_IP_HOUR },
    },
  });
  const reference = createReferenceService(createReferenceRepo(db));
  const catalogue = createStorageCatalogue({ db, clock, cities: reference });
  const prokat = createProkatCatalogue({ db, clock });
  const prokatFleet = createProkatFleet({
    db,
    clock,
    cityExists: async (id) => (await reference.findCityById(id)) !== undefined,
  });
  const content = createContentService({
    repo: createContentRepo(db),
    clock,
    sms: integrations.sms,
    cityExists: async (id) => (await reference.findCityById(id)) !== undefined,
    groupWarehouses: () => catalogue.reviewGroupWarehouses(),
  });
  const cellBookings = createCellBookings({ db, clock });
  const prokatWaitlist = createWaitlist({ db, clock });
  // The product kinds orders are placed for: a new kind is one folder implementing ProductKind and one line here.
  const productKinds = createProductKinds([
    createStorageKind({ cellBookings }),
    createCloudKind({ db, clock }),
    createRentalKind({ db, clock, unitFreed: (unitId) => prokatWaitlist.unitFreed(unitId) }),
    ...(options.extraKinds?.({ db, clock }) ?? []),
  ]);
  // Payments know an order only as the owner of a payment, through this lookup.
  const payments = createPaymentsService({ db, clock, env, outbox, owners: orderOwners(db, productKinds) });
  // Closing acts split what a company paid by the order's days of service.
  payments.acts.attachOrders((ids) => servedOrdersByIds(db, ids));
  const staff = createStaffService({ db, users });
  const orders = createOrdersService({ db, clock, kinds: productKinds, payments, users, staff });
  const prokatLockers = createProkatLockers({
    db,
    clock,
    settings: env,
    orderMayEnd: (orderId) => orders.finishReturned(orderId),
    unitFreed: (unitId) => prokatWaitlist.unitFreed(unitId),
    effects: {
      // The rental's page and lists hear of a pickup or a return at once.
      async rentalChanged(orderId) {
        const owner = await orderOwnerOf(db, orderId);
        if (owner?.userId == null) return;
        await signalUserEvent(db, {
          type: 'order:status',
          userId: owner.userId,
          roles: [],
          payload: { kind: 'rental', id: orderId, status: owner.status, order_id: orderId },
        });
      },
    },
  });
  const prokatLateness = createRentalLateness({
    db,
    clock,
    assessFine: (tx, fine) => orders.fines.assess(tx, fine),
    ownerOf: async (orderId) => (await orderOwnerOf(db, orderId))?.userId ?? null,
    pageOf: (orderId) => productKinds.get('rental').cabinet.path(orderId),
  });
  const prokatDamageFines = createDamageFines<FineView>({
    db,
    published: () => content.listRentalPenalties(),
    propose: (input) => orders.fines.propose(input),
  });
  const orderCabinet = createOrderCabinet({
    db,
    clock,
    orders,
    kinds: productKinds,
    paymentReads: createPaymentCabinetReads(db),
    companyReads: createCompanyCabinetReads(db),
    users,
    storage: files,
    invites: { sms: integrations.sms, publicUrl: env.PUBLIC_URL },
  });
  const prokatPhotos = createRentalPhotos({
    db,
    clock,
    files: orderCabinet.files,
    owned: orderCabinet.owned,
    liveGrant: orderCabinet.grants.liveGrant,
    orderFacts: (orderId) => orderFacts(db, orderId),
  });
  const prokatRentalActions = createRentalOrderActions({
    db,
    clock,
    orders,
    owned: orderCabinet.owned,
    refundable: async (orderId) => (await payments.refundableOf(orderId, db)).provider,
  });
  const notificationPreferences = createNotificationPreferences(db, clock);
  const deliveries = createDeliveries({
    db,
    preferences: notificationPreferences,
    reach: {
      contacts: (userId) => notificationContacts(db, userId),
      pushTokens: (userId) => pushTokensOf(db, userId),
      forgetPushToken: (token) => forgetPushToken(db, token),
    },
    senders: { sms: integrations.sms, mail: integrations.mail, push: integrations.push },
    publicUrl: env.PUBLIC_URL,
    log: createLogger(env.LOG_LEVEL),
  });
  const jobs = createJobEngine({ database, log: createLogger(env.LOG_LEVEL) });
  const support = createSupportService({ db, clock, realtime, files: createChatFileStore(files) });
  const identity = createIdentityService({ db, clock, files, users, cipher: identityCipherFromEnv(env, createLogger(env.LOG_LEVEL)) });
  const lodgers = createLodgersService({ db, clock });
  const erasers = [identity, lodgers];
  const addresses = createAddressesService({
    db,
    clock,
    suggestions: addressSuggestionsFromEnv(env),
    cities: () => reference.listCities(),
  });
  const clouds = createCloudsService({
    db,
    clock,
    orders,
    payments,
    addresses,
    users,
    staff,
    files,
    sms: integrations.sms,
    publicUrl: env.PUBLIC_URL,
  });
  const onboardingFacts = async (userId: number) => {
    const [saved, passport, referrals] = await Promise.all([
      addresses.count(userId),
      identity.documentStatus(userId, 'passport_rf'),
      bonuses.countOfReason(userId, 'referral'),
    ]);
    return { addresses: saved, passport, referrals };
  };
  const profile = createProfileService({
    clock,
    publicUrl: env.PUBLIC_URL,
    users,
    auth,
    integrations,
    erasers,
    lodgers,
    onboardingFacts,
  });
  return {
    env,
    database,
    reference,
    outbox,
    integrations,
    files,
    clock,
    users,
    bonuses,
    companies,
    notifications,
    notificationPreferences,
    deliveries,
    jobs,
    auth,
    profile,
    identity,
    lodgers,
    addresses,
    clouds,
    socialAuth: createSocialAuth({ env, db, clock, auth, users }),
    content,
    catalogue,
    prokat,
    prokatLockers,
    prokatLateness,
    prokatWaitlist,
    prokatDamageFines,
    prokatFleet,
    prokatPhotos,
    prokatRentalActions,
    storageFacts: createStorageFacts({ db }),
    cellBookings,
    productKinds,
    payments,
    orders,
    orderCabinet,
    realtime,
    support,
    supportInbox: createInboxReads({ db, support, context: createSupportContextReads({ orderCabinet, payments }) }),
    staff,
    contentModeration: createContentModeration({ db, clock }),
    siteNoticesAdmin: createSiteNoticesAdmin({ db, clock, forget: (what) => content.forget(what) }),
  };
}
