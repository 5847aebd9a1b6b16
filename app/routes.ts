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
    // storages catalogue (issue 4, catalogue)
    // storage booking and guest booking (issue 4, booking)
    // payment pages (issue 4, payments)
    route('*', 'routes/not-found.tsx'),
  ]),
  ...prefix('cabinet', [
    layout('routes/layouts/cabinet.tsx', [
      route('subscriptions', 'routes/cabinet/subscriptions.tsx'),
      route('profile', 'routes/cabinet/profile.tsx'),
      route('account/deactivation', 'routes/cabinet/account-deactivation.tsx'),
      // cabinet subscriptions (issue 4, cabinet)
      // cabinet payments (issue 4, payments)
    ]),
  ]),
  layout('routes/layouts/empty.tsx', [
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    // sandbox payment checkout (issue 4, payments)
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
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
