import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { removeFolder, tempFolder } from '../../test/support/temp-folder';
import { blankCustomer, customerNumberKey, type Customer } from '../shared/customer';
import { CustomerChangeError, createCustomerStore, type CustomerStore } from './customer-store';

const MAX = 4;
const NAMES = ['Camping Müller', 'Biber', 'Caravan Å'];
const NUMBERS = ['', '', 'K-1', 'k-1', 'K-2'];

/** A step as the window, a second window or the CLI take them. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), name: fc.constantFrom(...NAMES), number: fc.constantFrom(...NUMBERS), by: fc.nat(1) }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    number: fc.constantFrom(...NUMBERS),
    note: fc.constantFrom('', 'x'),
    by: fc.nat(1),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(), by: fc.nat(1) }),
  fc.constant({ kind: 'reopen' as const }),
);

const withDir = async (run: (dir: string) => Promise<void>): Promise<void> => {
  const dir = await tempFolder('customers-property');
  try {
    await run(dir);
  } finally {
    await removeFolder(dir);
  }
};

const taken = (model: readonly Customer[], number: string, id: string | null): boolean => {
  const key = customerNumberKey(number);
  return key !== null && model.some((each) => each.id !== id && customerNumberKey(each.number) === key);
};

describe('the customer store', () => {
  test.prop([fc.array(step, { maxLength: 25 })], { numRuns: 60 })(
    'under any adds, updates and removals of two processes matches a list kept beside it',
    async (steps) => {
      await withDir(async (dir) => {
        let ids = 0;
        const open = (): CustomerStore => createCustomerStore(dir, { max: MAX, newId: () => `id-${(ids += 1)}` });
        let stores = [open(), open()];
        let model: Customer[] = [];
        for (const each of steps) {
          if (each.kind === 'reopen') {
            stores = [open(), open()];
            continue;
          }
          const store = stores[each.by] ?? open();
          if (each.kind === 'add') {
            const refused = model.length >= MAX || taken(model, each.number, null);
            const done = await store.add({ ...blankCustomer(each.name), number: each.number }).catch((error: unknown) => error);
            expect(done instanceof CustomerChangeError).toBe(refused);
            if (!refused) model = [...model, done as Customer];
          } else if (model.length > 0) {
            const target = model[each.pick % model.length] as Customer;
            if (each.kind === 'remove') {
              await store.remove(target.id);
              model = model.filter((customer) => customer.id !== target.id);
            } else {
              const changed = { ...target, number: each.number, note: each.note };
              const refused = taken(model, each.number, target.id);
              const done = await store.update(changed).catch((error: unknown) => error);
              expect(done instanceof CustomerChangeError).toBe(refused);
              if (!refused) model = model.map((customer) => (customer.id === target.id ? changed : customer));
            }
          }
          expect(await (stores[1 - ('by' in each ? each.by : 0)] ?? open()).list()).toEqual(model);
        }
        expect(await open().list()).toEqual(model);
      });
    },
  );

  test.prop(
    [
      fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 8 }),
      fc.nat(),
      fc.constantFrom<unknown>('garbage', null, 7, { id: 'x' }, [], { name: 'No id' }),
    ],
    { numRuns: 40 },
  )('a corrupt entry in the file costs only itself', async (list, pick, corrupt) => {
    await withDir(async (dir) => {
      const entries: unknown[] = list.map((name, index) => ({ ...blankCustomer(name), id: `id-${index}` }));
      const bad = pick % entries.length;
      entries[bad] = corrupt;
      await writeFile(join(dir, 'customers.json'), JSON.stringify({ version: 1, entries }));
      const store = createCustomerStore(dir);
      const { notice } = await store.load();
      expect(await store.list()).toEqual(entries.filter((_, index) => index !== bad));
      expect(notice).toMatchObject({ key: 'recall.store.skipped', values: { count: 1 } });
      await store.add(blankCustomer('New'));
      expect(JSON.parse(await readFile(join(dir, 'customers.json'), 'utf8'))).toMatchObject({
        entries: expect.arrayContaining([expect.objectContaining({ name: 'New' })]),
      });
      expect(await createCustomerStore(dir).list()).toHaveLength(list.length);
    });
  });
});
