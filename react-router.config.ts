import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets two checkouts' browser runs build side by side without replacing each other's assets.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // The server renders the page's own path, trailing slash included, as the browser sees it:
    // without this flag the server-side location loses the slash, and anything drawn from the
    // path (the header's brand, the login link) differs between server and client (React #418).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
