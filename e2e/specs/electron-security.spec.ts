import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bridgeNames } from '../../test/support/bridge-names';

interface Violation {
  blockedURI: string;
  directive: string;
}

/** Records the page's `securitypolicyviolation` events (one per policy: header and meta tag each report). */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.evaluate(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ blockedURI: event.blockedURI, directive: event.effectiveDirective }),
    );
  });
  return () => page.evaluate(() => [...(window as unknown as { __cspViolations: Violation[] }).__cspViolations]);
}

test('the content security policy blocks inline script', async ({ app }) => {
  const violations = await recordViolations(app.page);
  const ran = await app.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    // An allowed inline script would have run by the time append() returns.
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual({ blockedURI: 'inline', directive: 'script-src-elem' });
});

test('the page cannot reach the network itself', async ({ app }) => {
  const { page, service } = app;
  const before = service.simulator?.requests.length ?? 0;
  const url = `${service.baseUrl}/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de`;
  const violations = await recordViolations(page);
  // CORS alone would fail this fetch too, but only after the request reached the service; the CSP stops it before.
  const outcome = await page.evaluate(async (target) => {
    try {
      await fetch(target);
      return 'fetched';
    } catch {
      return 'blocked';
    }
  }, url);
  expect(outcome).toBe('blocked');
  await expect.poll(violations).toContainEqual({ blockedURI: url, directive: 'connect-src' });
  // Only the simulator can tell that nothing arrived; a real service cannot be watched.
  if (service.simulator) expect(service.simulator.requests.length).toBe(before);
});

test('the bridge offers named functions only, frozen, with no raw IPC', async ({ app }) => {
  const shape = await app.page.evaluate(() => {
    const bridge = window.priceLookup as unknown as Record<string, unknown>;
    return {
      names: Object.keys(bridge).sort(),
      frozen: Object.isFrozen(bridge),
      allFunctions: Object.values(bridge).every((value) => typeof value === 'function'),
      ipcRenderer: 'ipcRenderer' in window,
      // Meaningful in the electron project only (no Node integration); in Chromium these hold anyway and
      // guard just the harness. The preload bundle's own globals are checked in electron/main/preload-boot.test.ts.
      require: 'require' in window,
      process: 'process' in window,
    };
  });
  expect(shape).toEqual({
    // One function per contract method, and the subscriptions to main's events.
    names: bridgeNames(),
    frozen: true,
    allFunctions: true,
    ipcRenderer: false,
    require: false,
    process: false,
  });
});
