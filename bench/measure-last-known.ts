import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createMemoryTokenStore } from '../electron/core/token-store';
import { startPriceSimulator } from '../electron/core/simulator/price-simulator';
import { translator } from '../electron/shared/i18n/translator';
import { openAppInChromium } from '../test/harness/chromium-app';
import { summarize } from './stats';

const STEP_LIMIT_MS = 60_000;
const en = translator('en');

/**
 * Submits the lookup form (factor already typed) and resolves with ms until what `expect` names is
 * on screen, the frame after: the ordinary "unavailable" error, or the last-known answer for `factor`.
 */
function timeEnter(page: Page, expect: 'unavailable' | 'last-known', factor: string): Promise<number> {
  const step = page.evaluate(
    ({ expect: awaited, factor: expected, unavailableTitle }) => {
      const form = document.querySelector<HTMLFormElement>('form.lookup-form');
      const region = document.querySelector('[aria-label="Price information"]');
      if (!form || !region) throw new Error('the lookup form is not on the page');
      const shown = (): boolean =>
        awaited === 'unavailable'
          ? [...document.querySelectorAll('.error-title')].some((title) => title.textContent === unavailableTitle) &&
            region.querySelector('.result') === null
          : region.querySelector('.last-known-banner') !== null &&
            (region.querySelector('[data-field="factor_price"] .result-detail')?.textContent ?? '').endsWith(` ${expected}`);
      return new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        form.requestSubmit();
      });
    },
    { expect, factor, unavailableTitle: en.t('lookup.error.title.unavailable') },
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the ${expect} lookup did not finish within ${STEP_LIMIT_MS / 1000} s`)), STEP_LIMIT_MS);
  });
  return Promise.race([step, limit]).finally(() => clearTimeout(timer));
}

export interface LastKnownFigures {
  /** Enter to the "unavailable" error, nothing kept for the request: the failure itself. */
  failure: ReturnType<typeof summarize>;
  /** Enter to the last-known answer on screen, the service refusing connections the same way. */
  lastKnown: ReturnType<typeof summarize>;
  /** What showing the kept answer adds over the failure, medians, ms. */
  overheadMs: number;
}

/**
 * (11) With the service refusing connections (its port closed), Enter to the last-known answer on
 * screen, against Enter to the ordinary error for a request with nothing kept, taken in turns.
 */
export async function measureLastKnown(
  browser: Browser,
  { iterations, warmup }: { iterations: number; warmup: number },
): Promise<LastKnownFigures> {
  const simulator = await startPriceSimulator();
  const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-bench-last-known-'));
  const page = await browser.newPage({ viewport: { width: 1000, height: 720 }, locale: 'en-US' });
  const app = await openAppInChromium(page, { userDataDir, tokenStore: createMemoryTokenStore() });
  try {
    await page.evaluate(({ baseUrl, token }) => window.priceLookup?.saveConnection({ baseUrl, token }), {
      baseUrl: simulator.baseUrl,
      token: simulator.token,
    });
    // Kept answers, one per factor, fetched while the service still answered.
    const runs = iterations + warmup;
    const kept = (index: number): string => `1.${String(index + 1).padStart(3, '0')}1`;
    const neverKept = (index: number): string => `2.${String(index + 1).padStart(3, '0')}1`;
    await page.evaluate(
      async (factors) => {
        for (const factor of factors) await window.priceLookup?.checkPrice({ artnr: '900155', country: 'de', factor });
      },
      Array.from({ length: runs }, (_, index) => kept(index)),
    );
    await simulator.close();
    // A fresh page: the window's own cache of answers starts empty, as after a restart.
    await page.reload();
    await page.getByLabel('Article number').fill('900155');
    await page.getByLabel('Country').selectOption('de');

    const failures: number[] = [];
    const lastKnown: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      await page.getByLabel('Factor', { exact: true }).fill(neverKept(index));
      const failed = await timeEnter(page, 'unavailable', neverKept(index));
      await page.getByLabel('Factor', { exact: true }).fill(kept(index));
      const shown = await timeEnter(page, 'last-known', kept(index));
      // The first few warm up the page and main.
      if (index >= warmup) {
        failures.push(failed);
        lastKnown.push(shown);
      }
    }
    const failure = summarize(failures);
    const answer = summarize(lastKnown);
    return { failure, lastKnown: answer, overheadMs: answer.median - failure.median };
  } finally {
    await app.close();
    await page.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
