import type { Page } from '@playwright/test';
import type { CustomerFields } from '../electron/shared/customer';
import { blankCustomer } from '../electron/shared/customer';
import { expect, type AppHarness } from './fixtures';

/** Three customers whose names hold "mül": one abroad with a factor and net prices, one at home in English, one Dutch. */
const CUSTOMERS: CustomerFields[] = [
  {
    ...blankCustomer('Camping Müller'),
    number: 'K-1001',
    contact: 'Anna Müller',
    address: ['Seeweg 3', '6020 Innsbruck'],
    country: 'at',
    markup: '1.25',
    documentLanguage: 'de',
    priceBasis: 'net',
  },
  {
    ...blankCustomer('Müllers Wohnmobile'),
    number: 'K-1002',
    address: ['Hafenstraße 1', '20095 Hamburg'],
    country: 'de',
    documentLanguage: 'en',
    priceBasis: 'gross',
  },
  { ...blankCustomer('Freizeit Sommer'), number: 'K-1003', address: ['Marktplatz 2', '45468 Mülheim'], country: 'nl' },
];

/** The customers added through the bridge, as the customer list would; their ids by name. */
export async function addCustomers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (customers) => {
    const ids: Record<string, string> = {};
    for (const customer of customers) {
      const added = await window.priceLookup!.addCustomer(customer);
      if (!added.ok) throw new Error(added.error.kind);
      ids[customer.name] = added.value.customer.id;
    }
    return ids;
  }, CUSTOMERS);
}

/** Ctrl+K, "mül", ArrowDown `down` times, Enter: a customer picked by keyboard alone. */
export async function pickByKeyboard(app: AppHarness, down: number): Promise<void> {
  const { page, tr } = app;
  // From where a call starts: the cursor in the article number.
  await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeFocused();
  await page.keyboard.press(app.commandKey('K'));
  const box = page.getByRole('combobox', { name: tr('customerPick.label'), exact: true });
  await expect(box).toBeFocused();
  await box.pressSequentially('mül');
  const options = page.getByRole('listbox', { name: tr('customerPick.label'), exact: true }).getByRole('option');
  await expect(options).toHaveCount(3);
  for (let step = 0; step < down; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toHaveCount(0);
  await expect(box).toHaveValue('');
}
