import type { SettingsSection } from '../electron/shared/settings-sections';
import type { AppHarness } from './fixtures';

/** Opens a section of Settings by its tab in the navigation, as a user would (Settings is open). */
export async function openSection({ page, tr }: Pick<AppHarness, 'page' | 'tr'>, section: SettingsSection): Promise<void> {
  await page.getByRole('tab', { name: tr(`settings.section.${section}.title`), exact: true }).click();
}
