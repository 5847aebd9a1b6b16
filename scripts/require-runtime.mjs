// Refuses to go on under an older Node.js than the project brings, and says what to do. Imported
// first by the entry points a person may start by hand (`node scripts/start.mjs`, the server).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node.js ${process.versions.node} is too old for this project: it runs on Node.js 24, which it brings itself.\n` +
      'Install with `npm run setup`, then start with `npm start` (npm scripts use node_modules/.bin/node).',
  );
  process.exit(1);
}
