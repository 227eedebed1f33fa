import { CHECK_PRICE_PATH } from '../../electron/core/price-url';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// A busy price service (429 with Retry-After): main alone waits and asks again, at most 3 requests per
// lookup, whether the lookup is the form's, a comparison's or a quote line's; the window never retries.

/** Requests the simulator has seen for one article. */
const requestsFor = (app: AppHarness, artnr: string): number =>
  app.service.simulator?.requests.filter((request) => request.path.startsWith(`${CHECK_PRICE_PATH}${artnr}?`)).length ?? 0;

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('a line the service keeps refusing as busy is asked at most 3 times, and says so in the words of a busy service', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, 'A real price service cannot be asked to be busy on purpose.');
      const { page, tr } = app;
      const busy = tr('errors.unavailable.busyFor', { seconds: 1 });

      await lookUp(app, 'FAULT-429');
      await expect(page.getByRole('alert')).toContainText(busy);
      expect(requestsFor(app, 'FAULT-429')).toBe(3);

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.paste.label')).fill('FAULT-429\t1\n900155\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.locator('tr[data-artnr="900155"] .line-total')).toContainText(/\d/);
      await expect(page.locator('tr[data-artnr="FAULT-429"]')).toContainText(busy);
      // 3 for the form's lookup, 3 for the quote line: no retry by the window on top of main's.
      expect(requestsFor(app, 'FAULT-429')).toBe(6);
      await app.screenshot(`${locale}-quote-line-busy`);
    });
  });
}
