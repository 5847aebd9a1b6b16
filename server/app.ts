import { cloudsRoutes } from '../domains/clouds/routes.server';
import { cloudSandboxRoutes } from '../domains/clouds/sandbox-routes.server';
import { latenessSandboxRoutes } from '../domains/prokat/lateness/sandbox-routes.server';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import '../lib/zod-ru';
import type { Database } from '../db/client.server';
import { authRoutes } from '../domains/auth/routes.server';
import { socialAuthRoutes } from '../domains/auth/social/routes.server';
import { profileRoutes } from '../domains/profile/routes.server';
import { companiesRoutes } from '../domains/companies/routes.server';
import { adminInvoiceRoutes } from '../domains/payments/admin-invoice-routes.server';
import { invoiceOrderRoutes } from '../domains/orders/core/invoice-order-routes.server';
import { fineRoutes } from '../domains/orders/core/fine-routes.server';
import { damageFineRoutes } from '../domains/prokat/fines/damage-fines-routes.server';
import { waitlistRoutes } from '../domains/prokat/waitlist/waitlist-routes.server';
import { contentRoutes } from '../domains/content/routes.server';
import { outboxRoutes } from '../domains/outbox/routes.server';
import { referenceRoutes } from '../domains/reference/routes.server';
import { storagesRoutes } from '../domains/storages/routes.server';
import { prokatRoutes } from '../domains/prokat/routes.server';
import { rentalBookingRoutes } from '../domains/prokat/booking/booking-routes.server';
import { lockerRoutes } from '../domains/prokat/lockers/locker-routes.server';
import { fleetRoutes } from '../domains/prokat/fleet/fleet-routes.server';
import { rentalPhotosRoutes } from '../domains/prokat/photos/rental-photos-routes.server';
import { rentalActionsRoutes } from '../domains/prokat/order-kind/rental-actions-routes.server';
import { rentalOrderViewPart } from '../domains/prokat/booking/booking-schema';
import { storageBookingRoutes } from '../domains/storages/booking-routes.server';
import { storagePromoCheckRoutes } from '../domains/storages/promo-check-routes.server';
import { storageCalculatePart } from '../domains/storages/calculate-part.server';
import { storageOrderViewPart } from '../domains/storages/schema';
import { cloudCalculatePart } from '../domains/clouds/booking/calculate-part.server';
import { cloudOrderViewPart } from '../domains/clouds/schema';
import { storageCabinetRoutes } from '../domains/storages/cabinet-routes.server';
import { ordersRoutes } from '../domains/orders/core/routes.server';
import { BONUS_MAX_SHARE } from '../domains/orders/service.server';
import { bonusesRoutes } from '../domains/bonuses/routes.server';
import { orderCabinetRoutes } from '../domains/orders/cabinet/cabinet-routes.server';
import { ratingAdminRoutes } from '../domains/orders/rating/rating-admin-routes.server';
import { paymentsRoutes } from '../domains/payments/routes.server';
import { notificationsRoutes } from '../domains/notifications/routes.server';
import { notificationPreferencesRoutes } from '../domains/notifications/preferences-routes.server';
import { staffRoutes } from '../domains/staff/routes.server';
import { staffSandboxRoutes } from '../domains/staff/sandbox-routes.server';
import { contentAdminRoutes } from '../domains/content/admin-routes.server';
import type { Env } from '../lib/env.server';
import type { Clock } from '../lib/clock';
import { authPlugin } from './plugins/auth';
import { controlCharactersPlugin } from './plugins/control-characters';
import { errorHandlerPlugin, routeNotFound } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { idempotencyPlugin } from './plugins/idempotency';
import { openapiPlugin } from './plugins/openapi';
import { pageRequestsPlugin } from './plugins/page-requests';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redirectRoutes } from './plugins/redirects';
import { seoRoutes } from './plugins/seo';
import { securityHeadersPlugin } from './plugins/security-headers';
import { ssrPlugin } from './plugins/ssr';
import { staticFilesPlugin } from './plugins/static-files';
import { staffPlugin } from './plugins/staff';
import { createServices, type AppServices, type ExtraKinds } from './services.server';
import { realtimePlugin } from './realtime/socket-server';
import { crewRoom, staffRoom } from '../lib/realtime-events';
import { redisPrefix } from './redis-prefix';
import { contentChangesPlugin } from './plugins/content-changes';
import { supportRoutes } from '../domains/support/routes.server';
import { supportAdminRoutes } from '../domains/support/admin-routes.server';
import { identityRoutes } from '../domains/identity/routes.server';
import { identityAdminRoutes } from '../domains/identity/admin-routes.server';
import { lodgersRoutes } from '../domains/lodgers/routes.server';
import { addressesRoutes } from '../domains/addresses/routes.server';
import { tileHostSource } from '../lib/map-tiles';
import { signedFileRoutes } from '../domains/integrations/signed-file-routes.server';
import { moveLegacyFiles } from '../domains/integrations/file-storage-legacy.server';
import { fileStorageOrigin } from '../domains/integrations/file-storage-from-env.server';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** React Router server build; without it the app serves the API only (API tests). */
  ssr?: {
    build: () => Promise<ServerBuild>;
    mode: 'production' | 'development';
    clientDir?: string;
    /** Keep guest pages (production: on with GUEST_PAGE_CACHE_ENTRIES; development reloads code, so off). */
    guestPageCache?: boolean;
  };
  logger?: FastifyServerOptions['logger'];
  /** Time source of every time rule; tests pass a manual clock. */
  clock?: Clock;
  /** Product kinds sold besides the site's own (a test's kind): registered with them. */
  extraKinds?: ExtraKinds;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: false },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = createServices(env, database, options.clock, { extraKinds: options.extraKinds });
  const deploymentPrefix = redisPrefix(env.REDIS_PREFIX, database.identity);
  app.decorate('services', services);

  await app.register(errorHandlerPlugin);
  await app.register(controlCharactersPlugin);
  // before compress: its onSend must see the JSON body, not the compressed stream
  await app.register(idempotencyPlugin);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  const secureCookies = env.isProduction || env.PUBLIC_URL.startsWith('https:');
  await app.register(authPlugin, { secureCookies });
  await app.register(staffPlugin, { staff: services.staff });
  await app.register(securityHeadersPlugin, {
    production: env.isProduction,
    imgHosts: [tileHostSource(env.MAP_TILE_URL), fileStorageOrigin(env)].filter((h): h is string => h !== null),
  });
  await app.register(rateLimitPlugin, {
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    redisUrl: env.REDIS_URL,
    redisPrefix: deploymentPrefix,
  });
  await app.register(openapiPlugin);
  await app.register(pageRequestsPlugin);

  await app.register(healthRoutes, { database });
  await app.register(referenceRoutes, { reference: services.reference });
  await app.register(authRoutes, { auth: services.auth, callsPerIpMinute: env.LOGIN_CALLS_PER_IP_MINUTE });
  await app.register(socialAuthRoutes, {
    socialAuth: services.socialAuth,
    callsPerIpMinute: env.LOGIN_CALLS_PER_IP_MINUTE,
    secureCookies,
    sandboxProviders: env.sandboxProviders,
  });
  await app.register(profileRoutes, { profile: services.profile, callsPerIpMinute: env.LOGIN_CALLS_PER_IP_MINUTE });
  await app.register(identityRoutes, { identity: services.identity });
  await app.register(identityAdminRoutes, { staff: services.identity.staff });
  await app.register(lodgersRoutes, { lodgers: services.lodgers });
  await app.register(addressesRoutes, {
    addresses: services.addresses,
    warehouseCity: async (id) => (await services.clouds.booking.site()).warehouses.find((w) => w.id === id)?.city_id ?? null,
  });
  await app.register(cloudsRoutes, { clouds: services.clouds, content: services.content });
  await app.register(companiesRoutes, { companies: services.companies });
  await app.register(contentRoutes, { content: services.content });
  await app.register(storagesRoutes, { catalogue: services.catalogue });
  await app.register(prokatRoutes, { catalogue: services.prokat });
  await app.register(rentalBookingRoutes, {
    orderTools: services.prokat.orderTools,
    orders: services.orders,
    orderCabinet: services.orderCabinet,
    checks: {
      identityStatus: (userId) => services.identity.documentStatus(userId, 'passport_rf'),
      hasCard: async (userId) => (await services.payments.defaultCard(userId)) !== null,
    },
  });
  await app.register(lockerRoutes, {
    lockers: services.prokatLockers,
    // The core's access read is the gate: the owner or a person with a live grant, while the order is on and its deposit held.
    mayEnter: async (viewerId, orderId) => (await services.orderCabinet.access(viewerId, orderId)) !== null,
    returnPhotos: (orderIds) => services.prokatPhotos.returnPhotos(orderIds),
  });
  await app.register(fleetRoutes, { fleet: services.prokatFleet });
  await app.register(rentalPhotosRoutes, { photos: services.prokatPhotos });
  await app.register(rentalActionsRoutes, { actions: services.prokatRentalActions });
  await app.register(storageBookingRoutes, {
    orders: services.orders,
    cellBookings: services.cellBookings,
    catalogue: services.catalogue,
    auth: services.auth,
    clock: services.clock,
    secureCookies,
  });
  await app.register(storagePromoCheckRoutes, { orders: services.orders, clock: services.clock });
  await app.register(ordersRoutes, {
    orders: services.orders,
    // Each line brings its body of the shared calculate calls; the order core names none of them.
    calculateParts: [cloudCalculatePart(services.clouds.booking), storageCalculatePart(services.clock)],
    // What each line's orders show on the calls all of them share (a promo code on an unpaid order, a guest order).
    orderViews: [storageOrderViewPart, cloudOrderViewPart, rentalOrderViewPart],
  });
  await app.register(bonusesRoutes, {
    bonuses: services.bonuses,
    orderPages: services.orders.pagesOf,
    personalCode: services.orders.personalCode,
    bonusMaxShare: BONUS_MAX_SHARE,
    heldPoints: services.orders.heldPoints,
  });
  await app.register(storageCabinetRoutes, { orderCabinet: services.orderCabinet });
  await app.register(orderCabinetRoutes, {
    orderCabinet: services.orderCabinet,
    signing: { db: database.db, clock: services.clock, otp: services.auth.otp, users: services.users, secret: env.SESSION_SECRET },
  });
  await app.register(ratingAdminRoutes, { ratings: services.orderCabinet.ratings });
  await app.register(paymentsRoutes, { payments: services.payments, users: services.users });
  await app.register(adminInvoiceRoutes, { payments: services.payments });
  await app.register(fineRoutes, { orders: services.orders });
  await app.register(damageFineRoutes, { fines: services.prokatDamageFines });
  await app.register(waitlistRoutes, { waitlist: services.prokatWaitlist });
  await app.register(invoiceOrderRoutes, { orders: services.orders, payments: services.payments, users: services.users });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(notificationPreferencesRoutes, { preferences: services.notificationPreferences });
  await app.register(staffRoutes, { staff: services.staff });
  await app.register(contentAdminRoutes, { moderation: services.contentModeration, notices: services.siteNoticesAdmin });
  if (env.sandboxProviders) await app.register(outboxRoutes, { outbox: services.outbox });
  if (env.sandboxProviders) await app.register(staffSandboxRoutes, { staff: services.staff });
  if (env.sandboxProviders) await app.register(cloudSandboxRoutes, { sandbox: services.clouds.sandbox });
  if (env.sandboxProviders) {
    await app.register(latenessSandboxRoutes, {
      lateness: services.prokatLateness,
      ownsOrder: async (userId, orderId) => (await services.orderCabinet.owned(userId, orderId).catch(() => null)) !== null,
      chargeDue: () => services.orders.fines.chargeDue(services.clock.now()),
    });
  }
  const rolesOf = (userId: number) => services.staff.rolesOf(userId);
  await app.register(supportRoutes, { support: services.support, rolesOf });
  await app.register(supportAdminRoutes, { support: services.support, inbox: services.supportInbox, rolesOf, clock: services.clock });
  // Signed file links of the local folder; S3 links go to the bucket itself (docs/decisions/0020).
  if (services.files.name === 'local') {
    await app.register(signedFileRoutes, { files: services.files, secret: env.SESSION_SECRET, clock: services.clock });
  }
  app.addHook('onReady', async () => {
    const legacy = await moveLegacyFiles(env.DATA_DIR, services.files);
    if (legacy.moved > 0) app.log.info({ moved: legacy.moved }, 'uploads moved from the old folders into the file storage');
    if (legacy.left > 0) app.log.warn({ err: legacy.error, left: legacy.left }, 'uploads left in the old folders; the next start retries');
    // Passport scans stored plain before sealing, or under a rotated key, are sealed once (decision 0029).
    const identity = await services.identity.sealStoredFiles();
    if (identity.sealed > 0) app.log.info({ sealed: identity.sealed }, 'identity files sealed at rest');
    if (identity.failed > 0) app.log.warn({ failed: identity.failed }, 'identity files left unsealed; the next start retries');
  });
  await app.register(contentChangesPlugin);
  await app.register(realtimePlugin, {
    publicUrl: env.PUBLIC_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: deploymentPrefix,
    roomsOf: async (userId: number) => {
      const roles = await services.staff.rolesOf(userId);
      const crews = roles.includes('mover') ? await services.clouds.requests.crewIdsOf(userId) : [];
      return [...roles.map(staffRoom), ...crews.map(crewRoom)];
    },
    handshakesPerMinute: env.SOCKET_HANDSHAKES_PER_IP_MINUTE,
    trustProxy: env.TRUST_PROXY,
  });
  await app.register(redirectRoutes);
  await app.register(seoRoutes, { services });

  if (options.ssr) {
    if (options.ssr.clientDir) await app.register(staticFilesPlugin, { root: options.ssr.clientDir });
    const guestPageCache = options.ssr.guestPageCache ?? options.ssr.mode === 'production';
    await app.register(ssrPlugin, {
      build: options.ssr.build,
      mode: options.ssr.mode,
      services,
      guestPageCacheEntries: guestPageCache ? env.GUEST_PAGE_CACHE_ENTRIES : 0,
      countStatements: env.appEnv === 'test',
    });
  } else {
    // Unknown API paths count against the limit too, as they do through the page handler's catch-all.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => routeNotFound(request, reply));
  }

  return app;
}
