import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  layout('routes/layouts/default.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('deactivation', 'routes/deactivation.tsx'),
    route('auth/:provider/callback', 'routes/auth/social-callback.tsx'),
    route('auth/email/confirm', 'routes/auth/email-confirm.tsx'),
    route('auth/email/unconfirmed', 'routes/auth/email-unconfirmed.tsx'),
    route('app/email-verify', 'routes/auth/email-verify.tsx'),
    route('about', 'routes/company/about.tsx'),
    route('vacancies', 'routes/company/vacancies.tsx'),
    route('sms', 'routes/company/sms.tsx'),
    route('success', 'routes/company/success.tsx'),
    route('rules', 'routes/company/rules.tsx'),
    route('rules/:slug', 'routes/company/rule.tsx'),
    route('documents', 'routes/documents/index.tsx'),
    route('documents/:slug', 'routes/documents/document.tsx'),
    route('consumer', 'routes/consumer/index.tsx'),
    route('consumer/:slug', 'routes/consumer/page.tsx'),
    route('prokat-fines', 'routes/content/prokat-fines.tsx'),
    route('blog', 'routes/content/blog.tsx'),
    route('blog/:id', 'routes/content/blog-post.tsx'),
    route('promotions', 'routes/content/promotions.tsx'),
    // storages catalogue
    route('storages', 'routes/storages/index.tsx'),
    route('storages/:slug', 'routes/storages/warehouse.tsx'),
    route('storages/:slug/:id/external-links', 'routes/storages/external-links.tsx'),
    route('storages/:slug/:id/licenses', 'routes/storages/licenses.tsx'),
    route(':city_name/kladovki', 'routes/landings/city-kladovki.tsx'),
    route('hranenie-lichnykh-veschey', 'routes/landings/personal-storage.tsx'),
    route('zimnee-hraneniya-veschey', 'routes/landings/winter-storage.tsx'),
    route('tariffs', 'routes/tariffs/tariffs.tsx', { id: 'tariffs' }),
    route('tariffs/monthly', 'routes/tariffs/tariffs.tsx', { id: 'tariffs-monthly' }),
    route('tariffs/daily', 'routes/tariffs/daily.tsx'),
    route('tariffs/guest', 'routes/tariffs/guest.tsx'),
    // storage booking and guest booking
    route('storages/:slug/:id', 'routes/storages/cell.tsx'),
    route('guest', 'routes/guest/index.tsx'),
    route('guest/storages', 'routes/guest/storages.tsx'),
    route('guest/storages/success', 'routes/guest/success.tsx'),
    route('guest/storages/:id', 'routes/guest/warehouse.tsx'),
    // payment pages
    route('payments/status', 'routes/payments/status.tsx'),
    route('payments/success', 'routes/payments/success.tsx'),
    route('payments/failed', 'routes/payments/failed.tsx'),
    // «Скоро» pages of the lines not open yet (noindex, out of the sitemap); each is replaced when its line opens
    route('clouds', 'routes/coming-soon/clouds.tsx'),
    route('prokat', 'routes/coming-soon/prokat.tsx'),
    route('kvartiry', 'routes/coming-soon/kvartiry.tsx'),
    route('tariffs/prokat', 'routes/coming-soon/tariffs-prokat.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  ...prefix('cabinet', [
    layout('routes/layouts/cabinet.tsx', [
      route('subscriptions', 'routes/cabinet/subscriptions.tsx'),
      route('profile', 'routes/cabinet/profile.tsx'),
      route('account/deactivation', 'routes/cabinet/account-deactivation.tsx'),
      // cabinet subscriptions
      route('subscriptions/storages/:id', 'routes/cabinet/subscriptions/storage.tsx'),
      route('subscriptions/storages/:id/cancel', 'routes/cabinet/subscriptions/cancel.tsx'),
      route('subscriptions/storages/:id/cancel/photo', 'routes/cabinet/subscriptions/cancel-photo.tsx'),
      route('subscriptions/storages/:id/cancel/quality', 'routes/cabinet/subscriptions/cancel-quality.tsx'),
      route('subscriptions/storages/:id/cancel/recalc', 'routes/cabinet/subscriptions/cancel-recalc.tsx'),
      route('subscriptions/storages/:id/cancel/stuffs', 'routes/cabinet/subscriptions/cancel-stuffs.tsx'),
      route('subscriptions/storages/:id/cancel/success', 'routes/cabinet/subscriptions/cancel-success.tsx'),
      route('subscriptions/guest/complete', 'routes/cabinet/subscriptions/guest-complete.tsx'),
      // cabinet payments
      route('payments', 'routes/cabinet/payments.tsx'),
      route('notifications', 'routes/cabinet/notifications.tsx'),
      route('support', 'routes/cabinet/support.tsx'),
      route('payments/receipts/:uuid', 'routes/cabinet/payment-receipt.tsx'),
    ]),
  ]),
  // the staff console: its own layout; anyone who is not staff gets 404 (layouts/admin.tsx)
  ...prefix('admin', [
    layout('routes/layouts/admin.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('support', 'routes/admin/support.tsx'),
      route('support/:id', 'routes/admin/support-conversation.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('leads', 'routes/admin/leads.tsx'),
      route('notices', 'routes/admin/notices.tsx'),
      route('banners', 'routes/admin/banners.tsx'),
      route('staff', 'routes/admin/staff.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ]),
  layout('routes/layouts/empty.tsx', [
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    // sandbox payment checkout
    route('dev/payment-checkout', 'routes/dev/payment-checkout.tsx'),
  ]),
  route('documents/:slug/download', 'routes/documents/download.tsx'),
  ...prefix('webview', [
    layout('routes/layouts/webview.tsx', [
      route('test', 'routes/webview/test.tsx'),
      route('account/deactivation', 'routes/webview/account-deactivation.tsx'),
      ...prefix('cabinet', [
        layout('routes/layouts/webview-cabinet.tsx', [
          route('profile', 'routes/webview/cabinet/profile.tsx'),
          route('subscriptions', 'routes/webview/cabinet/subscriptions.tsx'),
          route('support', 'routes/webview/cabinet/support.tsx'),
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
