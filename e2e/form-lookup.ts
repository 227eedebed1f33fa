import type { AppHarness } from './fixtures';

/**
 * Looks an article up through the form as a person would: article number, country (Germany unless
 * given), factor (cleared unless given), Enter. Waits for nothing: the caller expects what should follow.
 */
export async function lookUp(app: AppHarness, artnr: string, options: { country?: string; factor?: string } = {}): Promise<void> {
  const { page, tr } = app;
  await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).fill(artnr);
  await page.getByLabel(tr('lookup.form.country'), { exact: true }).selectOption(options.country ?? 'de');
  await page.getByLabel(tr('lookup.form.factor'), { exact: true }).fill(options.factor ?? '');
  await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press('Enter');
}
