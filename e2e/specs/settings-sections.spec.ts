import type { Page } from '@playwright/test';
import { SETTINGS_SECTIONS } from '../../electron/shared/settings-sections';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

const openSettings = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
};

/**
 * Whether the page scrolls sideways (a pixel of rounding allowed), and if so the elements that stick out
 * (outside any box that scrolls itself), so a failure says what to fix.
 */
const scrollsSideways = (page: Page): Promise<string | false> =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return false;
    const scrollsItself = (element: Element | null): boolean => {
      for (let at = element?.parentElement ?? null; at && at !== root; at = at.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 1 && !scrollsItself(element),
    );
    return out
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .join(', ');
  });

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('every section is reached from the navigation by keyboard, each with its heading and description', async ({ app }) => {
      const { page, tr } = app;
      await openSettings(app);
      const tabs = page.getByRole('tablist', { name: tr('settings.nav.label') });
      await expect(tabs.getByRole('tab')).toHaveText(SETTINGS_SECTIONS.map((section) => tr(`settings.section.${section}.title`)));
      // Tab from the heading reaches the chosen section's tab (one stop for the list), the arrows the others.
      await expect(page.getByRole('heading', { name: tr('lookup.settings.heading') })).toBeFocused();
      await page.keyboard.press('Tab');
      for (const [index, section] of SETTINGS_SECTIONS.entries()) {
        const tab = tabs.getByRole('tab', { name: tr(`settings.section.${section}.title`), exact: true });
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel', { name: tr(`settings.section.${section}.title`) });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('heading', { name: tr(`settings.section.${section}.title`) })).toBeVisible();
        await expect(panel).toContainText(tr(`settings.section.${section}.description`));
        // Only the open section is shown.
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
        if (index < SETTINGS_SECTIONS.length - 1) await page.keyboard.press('ArrowDown');
      }
      // Around the ends, and Home.
      await page.keyboard.press('ArrowDown');
      await expect(tabs.getByRole('tab', { name: tr('settings.section.connection.title') })).toBeFocused();
      await page.keyboard.press('End');
      await expect(tabs.getByRole('tab', { name: tr('settings.section.support.title') })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs.getByRole('tab', { name: tr('settings.section.connection.title') })).toHaveAttribute('aria-selected', 'true');
      // Tab leaves the list for the section's first field.
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(tr('lookup.settings.baseUrl'))).toBeFocused();
      await app.screenshot(`${locale}-settings-sections`);
    });

    test('the app menu’s Settings… opens the section visited last, also after a restart; what was typed in another section stays', async ({
      app,
    }) => {
      const { page, tr } = app;
      const menuPath =
        app.system === 'darwin' ? ['Price Lookup', tr('main.menu.settings')] : [tr('main.menu.file'), tr('main.menu.settings')];
      await openSettings(app);
      await page.getByLabel(tr('lookup.settings.baseUrl')).fill('https://typed.example.com');
      await openSection(app, 'quotes');
      await page.getByLabel(tr('document.company.name'), { exact: true }).fill('Camping Müller GmbH');
      await openSection(app, 'connection');
      await expect(page.getByLabel(tr('lookup.settings.baseUrl'))).toHaveValue('https://typed.example.com');
      await openSection(app, 'desktop');
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();

      await app.clickMenu(menuPath);
      await expect(page.getByRole('tab', { name: tr('settings.section.desktop.title'), exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel(tr('recall.shortcut.accelerator'), { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeVisible();
      await app.clickMenu(menuPath);
      await expect(page.getByRole('tabpanel', { name: tr('settings.section.desktop.title') })).toBeVisible();
    });

    test('wide, the navigation sits beside the section; at 640 px above it, and nothing scrolls sideways', async ({ app }) => {
      const { page, tr } = app;
      await openSettings(app);
      const nav = page.getByRole('tablist', { name: tr('settings.nav.label') });
      const panel = page.getByRole('tabpanel');
      const [navBox, panelBox] = [await nav.boundingBox(), await panel.boundingBox()];
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(panelBox!.x);
      expect(navBox!.y).toBeLessThan(panelBox!.y + panelBox!.height);
      await page.setViewportSize({ width: 640, height: 720 });
      const [narrowNav, narrowPanel] = [await nav.boundingBox(), await panel.boundingBox()];
      expect(narrowNav!.y + narrowNav!.height).toBeLessThanOrEqual(narrowPanel!.y);
      for (const section of SETTINGS_SECTIONS) {
        await openSection(app, section);
        expect(await scrollsSideways(page), section).toBe(false);
      }
      await app.screenshot(`${locale}-settings-narrow`);
    });
  });
}

// 200 % text zoom in a 1000-pixel window lays the page out as a 500-pixel one at 100 %; 640 px is the narrowest window.
for (const width of [500, 640]) {
  test.describe(`${width} px wide (${width === 500 ? '200 % zoom' : 'the narrowest window'})`, () => {
    test.use({ viewport: { width, height: 720 }, connected: true });

    test('no view scrolls sideways; only the quote table may', async ({ app }) => {
      test.skip(app.service.simulator === null, "Looks up the simulator's demo articles.");
      const { page, tr } = app;
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      expect(await scrollsSideways(page), 'the lookup with a result').toBe(false);
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      await expect(page.getByRole('region', { name: tr('quote.compare.label') })).toBeVisible();
      expect(await scrollsSideways(page), 'the comparison').toBe(false);
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2\n100234\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      expect(await scrollsSideways(page), 'the quote').toBe(false);
      await app.screenshot(`zoom-${width}-quote`);
      await openSettings(app);
      for (const section of SETTINGS_SECTIONS) {
        await openSection(app, section);
        expect(await scrollsSideways(page), `settings, ${section}`).toBe(false);
      }
      await app.screenshot(`zoom-${width}-settings`);
    });
  });
}
