import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export const chromiumHelp = [
  'Browser tests need Chromium, and none was found.',
  "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
  'or point CHROMIUM_PATH at an installed Chromium/Chrome binary.',
  "(Playwright's own browser download is not used and not needed.)",
].join('\n');
