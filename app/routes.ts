import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  layout('routes/layouts/default.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/empty.tsx', [route('dev/outbox', 'routes/dev/outbox.tsx')]),
  ...prefix('webview', [layout('routes/layouts/webview.tsx', [route('test', 'routes/webview/test.tsx')])]),
] satisfies RouteConfig;
