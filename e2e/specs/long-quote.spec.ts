import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// A long quote: while it is priced, only the groups of rows near the view are drawn (styles.css); once
// priced, every line is a row of the table, to a screen reader too, and reachable by keyboard.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('every line of a 70-line quote is a row of the table, to the browser and its accessibility tree', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      const lines = Array.from({ length: 70 }, (_, index) => `SYN-${index + 1}\t${(index % 5) + 1}`).join('\n');
      await page.getByLabel(tr('quote.paste.label')).fill(lines);
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 70, count: 70 }))).toBeVisible({ timeout: 20_000 });

      const table = page.getByRole('table');
      // Each line a row of its own (and a row under it for its description).
      await expect(table.getByRole('rowheader')).toHaveCount(70);
      await expect(table.getByRole('row')).toHaveCount(141);
      await expect(table.getByRole('columnheader', { name: tr('quote.column.lineTotal', { basis: 'gross' }) })).toBeVisible();

      // The last line, far below the view: reached by keyboard, it is drawn and can be changed.
      const total = page.getByLabel(tr('quote.total.label'));
      const before = await total.textContent();
      const last = page.getByLabel(tr('quote.lines.quantityOf', { artnr: 'SYN-70' }));
      await last.focus();
      await expect(last).toBeInViewport();
      await last.fill('7');
      await last.press('Enter');
      await expect(total).not.toHaveText(before ?? '');
      await expect(last).toHaveValue('7');

      if (app.electron !== null) return;
      // Chromium's own accessibility tree (what a screen reader is given), not Playwright's reading of the DOM.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
      };
      const shown = nodes.filter((node) => !node.ignored);
      const roles = (role: string) => shown.filter((node) => node.role?.value === role);
      expect(roles('table')).toHaveLength(1);
      expect(roles('row').length).toBeGreaterThanOrEqual(141);
      expect(roles('rowheader')).toHaveLength(70);
      expect(roles('columnheader').map((node) => node.name?.value)).toContain(tr('quote.column.lineTotal', { basis: 'gross' }));
      expect(roles('rowheader').map((node) => node.name?.value)).toEqual(expect.arrayContaining(['SYN-1', 'SYN-35', 'SYN-70']));
    });
  });
}
