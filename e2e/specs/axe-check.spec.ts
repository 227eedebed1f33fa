import { expectNoViolations } from '../appearance-checks';
import { expect, test } from '../fixtures';

// The accessibility specs trust this check to find what axe finds; here it is shown a page that has faults.

test('the axe check fails on faint text and on a field without a name, also after the page loaded anew', async ({ app }) => {
  const { page } = app;
  const article = page.getByLabel('Article number');
  await expect(article).toBeVisible();
  await expectNoViolations(page, 'the first view');
  const addFaults = () =>
    page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint words';
      faint.style.color = '#c8c8c8';
      faint.style.backgroundColor = '#ffffff';
      const field = document.createElement('input');
      field.type = 'text';
      document.querySelector('main')?.append(faint, field);
    });
  await addFaults();
  await expect(expectNoViolations(page, 'a page with faults')).rejects.toThrow(/color-contrast[\s\S]*label|label[\s\S]*color-contrast/);
  // The dark theme's pass checks the colours alone: the faint words, not the field (the same in either theme).
  await expect(expectNoViolations(page, 'a page with faults, colours only', true)).rejects.toThrow(/color-contrast(?![\s\S]*label)/);
  // A page loaded anew has lost axe; the check loads it again rather than finding nothing.
  await page.reload();
  await expect(article).toBeVisible();
  await expectNoViolations(page, 'the first view, loaded anew');
  await addFaults();
  await expect(expectNoViolations(page, 'a page loaded anew with faults')).rejects.toThrow(/color-contrast/);
});

test('the second engine, IBM Equal Access, fails on a search field given the combobox role, which axe lets pass', async ({ app }) => {
  const { page } = app;
  await expect(page.getByLabel('Article number')).toBeVisible();
  // The quote search as it was: ARIA in HTML gives a search field no role but searchbox.
  await page.evaluate(() => {
    const label = document.createElement('label');
    label.htmlFor = 'old-search';
    label.textContent = 'Old search';
    const field = document.createElement('input');
    field.type = 'search';
    field.id = 'old-search';
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-expanded', 'false');
    document.querySelector('main')?.append(label, field);
  });
  await expect(expectNoViolations(page, 'a search field as a combobox')).rejects.toThrow(/IBM Equal Access[\s\S]*aria_role_valid/);
  // A text field may be a combobox: both engines let it pass.
  await page.locator('#old-search').evaluate((field) => field.setAttribute('type', 'text'));
  await expectNoViolations(page, 'a text field as a combobox');
});
