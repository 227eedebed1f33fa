import { describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { createCustomerStore } from '../core/customer-store';
import { LockBusyError } from '../core/file-lock';
import { blankCustomer, type Customer } from '../shared/customer';
import { englishText } from '../shared/i18n/translator';
import { createCustomerHandlers } from './customer-handlers';

let dir: string;
tempFolderEachTest('customer-handlers', (path) => (dir = path));

/** No dialog is answered in these tests: the import's and export's are in customer-import-handlers.test.ts. */
const NO_DIALOGS = { chooseCustomerFile: async () => null, chooseSavePath: async () => null, uiLanguage: () => 'en' as const };
const handlers = (max?: number) =>
  createCustomerHandlers({ ...NO_DIALOGS, customers: createCustomerStore(dir, max === undefined ? {} : { max }) });
const added = async (h: ReturnType<typeof handlers>, name: string, extra: Partial<Customer> = {}): Promise<Customer> => {
  const answer = await h.addCustomer({ ...blankCustomer(name), ...extra });
  if (!answer.ok) throw new Error(englishText(answer.error.message));
  return answer.value.customer;
};

describe("main's customer handlers", () => {
  it('add, find by the first letters of the town, change and remove a customer', async () => {
    const h = handlers();
    const mueller = await added(h, 'Camping Müller', {
      number: 'K-1001',
      address: ['Seestraße 1', '88045 Friedrichshafen'],
      markup: '1.25',
    });
    await added(h, 'Freizeit Schulz', { number: 'K-1002' });
    const found = await h.findCustomers({ typed: 'fried' });
    expect(found.ok && found.value.customers.map((c) => c.name)).toEqual(['Camping Müller']);
    const changed = await h.updateCustomer({ ...mueller, markup: '1.3' });
    expect(changed.ok && changed.value.customer.markup).toBe('1.3');
    expect(await h.removeCustomer({ id: mueller.id })).toEqual({ ok: true, value: { removed: true } });
    const listed = await h.listCustomers({ typed: '' });
    expect(listed.ok && listed.value).toMatchObject({ more: false, total: 1 });
    expect(listed.ok && listed.value.customers.map((c) => c.name)).toEqual(['Freizeit Schulz']);
  });

  it('refuses a number another customer has, and the customer over the limit, each with its own words', async () => {
    const h = handlers(2);
    await added(h, 'Camping Müller', { number: 'K-1001' });
    const taken = await h.addCustomer({ ...blankCustomer('Zweiter'), number: 'k-1001' });
    expect(taken.ok ? null : [taken.error.kind, englishText(taken.error.message)]).toEqual([
      'customer-number-taken',
      'The customer number k-1001 already belongs to Camping Müller.',
    ]);
    await added(h, 'Freizeit Schulz');
    const full = await h.addCustomer(blankCustomer('Dritter'));
    expect(full.ok ? null : full.error.kind).toBe('customers-limit');
  });

  it('refuses a change to a customer removed meanwhile, and a request the schema does not accept', async () => {
    const h = handlers();
    const gone = await added(h, 'Camping Müller');
    await h.removeCustomer({ id: gone.id });
    const changed = await h.updateCustomer({ ...gone, note: 'ruft montags an' });
    expect(changed.ok ? null : changed.error.kind).toBe('customer-not-found');
    const bad = await h.addCustomer({ name: 'Ohne Felder' } as unknown);
    expect(bad.ok).toBe(false);
  });

  it('says where the list could not be saved or read, never a system word, and that another window holds it', async () => {
    const store = createCustomerStore(dir);
    const systemError = Object.assign(new Error('EACCES: permission denied, open'), { code: 'EACCES' });
    const h = createCustomerHandlers({
      ...NO_DIALOGS,
      customers: {
        ...store,
        add: () => Promise.reject(systemError),
        list: () => Promise.reject(systemError),
        shown: () => Promise.reject(systemError),
        remove: () => Promise.reject(new LockBusyError(`${store.file}.lock`)),
      },
    });
    const refused = await h.addCustomer(blankCustomer('Camping Müller'));
    const unread = await h.listCustomers({ typed: '' });
    const busy = await h.removeCustomer({ id: 'x' });
    const words = [refused, unread, busy].map((answer) => (answer.ok ? 'ok' : englishText(answer.error.message)));
    expect(words[0]).toBe(
      `The customer list (${store.file}) could not be saved; nothing was changed. Check that the disk is not full and the folder can be written.`,
    );
    expect(words[1]).toBe(`The customer list (${store.file}) could not be read. Check that the file is there and readable.`);
    expect(words[2]).toContain('another window of this app');
    for (const text of words) expect(text).not.toMatch(/EACCES|errno|lock/i);
  });
});
