import { existsSync } from 'node:fs';

// Debian's Chromium; never a browser downloaded by Playwright. Elsewhere, set PLAYWRIGHT_CHROMIUM_PATH.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** How the e2e specs and the bench start Chromium: the same browser with the same switches. */
export const CHROMIUM_LAUNCH = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
