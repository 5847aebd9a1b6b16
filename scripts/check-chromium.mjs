import { chromiumHelp, chromiumPath } from './chromium-path.mjs';

if (!chromiumPath()) {
  console.error(chromiumHelp);
  process.exit(1);
}
