// `npm start`: the local demo. The production build, React in production mode, but
// APP_ENV=development unless set: sandbox providers, the outbox and the development secret.
// A real deployment runs `NODE_ENV=production node build/server/index.js` (APP_ENV then
// defaults to production).
import './require-runtime.mjs';

process.env.NODE_ENV ??= 'production';
process.env.APP_ENV ??= 'development';
await import('../build/server/index.js');
