import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppErrorKind } from '../shared/errors';
import {
  MAX_CUSTOMERS,
  customerFieldsSchema,
  customerNumberKey,
  customerSchema,
  tidyCustomer,
  type Customer,
  type CustomerFields,
} from '../shared/customer';
import { customerImportSteps, type ImportChoices, type ImportPreview } from '../shared/customer-csv';
import { indexCustomersSteps, type CustomerIndex } from '../shared/customer-search';
import { msg, type Message } from '../shared/i18n/catalogue';
import { writeFileAtomic } from './atomic-file';
import { createFileLock, type FileLockOptions } from './file-lock';
import { copyAside, keepAside } from './keep-aside';
import { runInSlices } from './run-in-slices';
import { readEntriesFileSteps } from './store-entries';
import { createWriteQueue } from './write-queue';

/** A change that the store refuses, as a kind to branch on and what the user is told; nothing was written. */
export class CustomerChangeError extends Error {
  constructor(
    readonly kind: Extract<AppErrorKind, 'customers-limit' | 'customer-number-taken' | 'customer-not-found'>,
    readonly userMessage: Message,
  ) {
    super(`Customer change refused: ${kind}.`);
    this.name = 'CustomerChangeError';
  }
}

export interface CustomerStore {
  readonly file: string;
  /** Reads the file; `notice` says what the read left out (an entry that cannot be read, alone) or kept aside (a file that cannot be read at all). */
  load(): Promise<{ notice: Message | null }>;
  /** The customers in the order they were added, as the file says now (another window or the CLI may have changed it). */
  list(): Promise<Customer[]>;
  /** The customers typing finds (`indexCustomers`, indexed in slices), best first, at most `limit`. */
  find(typed: string, limit: number): Promise<Customer[]>;
  /**
   * What the customer list shows: with nothing typed the first `limit` by name (sorted as `language` sorts),
   * else the first `limit` typing finds; `more` when there are others, `total` the whole list's count.
   */
  shown(typed: string, limit: number, language: string): Promise<{ customers: Customer[]; more: boolean; total: number }>;
  /** The customer with this id as kept now, or null (removed, or never there). */
  get(id: string): Promise<Customer | null>;
  /** Adds a customer; refused when the list is full or another customer has its number. Resolves once on disk. */
  add(fields: CustomerFields): Promise<Customer>;
  /** Changes a customer (by id); refused when it is gone or another customer has its number. Never refused for the list's size. */
  update(customer: Customer): Promise<Customer>;
  /** Removes a customer (by id); removing one that is gone does nothing. */
  remove(id: string): Promise<void>;
  /** What importing the CSV would do now; nothing is kept. Read in slices: main's thread is never held for long. */
  previewImport(bytes: Uint8Array): Promise<ImportPreview>;
  /**
   * Imports the CSV as its preview says against the list as it is now (read again under the lock), with the
   * user's answers to its questions (`choices`); resolves with what was done.
   */
  importCsv(bytes: Uint8Array, choices?: ImportChoices): Promise<ImportPreview>;
  /** Resolves once every change asked for so far has finished. */
  flush(): Promise<void>;
}

export interface CustomerStoreOptions {
  now?: () => Date;
  max?: number;
  lock?: FileLockOptions;
  newId?: () => string;
  /** How long an import's reading may hold the thread before others get a turn (`runInSlices`). */
  sliceMs?: number;
}

const invalid = (): Error => new Error('The customer does not match the customer schema.');

/**
 * The customers, as `customers.json` (`{ version: 1, entries }`) in the app's folder, written atomically.
 * Another process (the CLI, a second window) may change the file: every change takes the lock file and
 * reads the file again first when it changed since (by inode, time and size: each atomic write is a new
 * inode), so no change of another process is written over. An entry that cannot be read is left out alone,
 * the file as it was copied aside first; a file that cannot be read as this version is kept aside; a file
 * that cannot be opened is never written over.
 */
export function createCustomerStore(dir: string, options: CustomerStoreOptions = {}): CustomerStore {
  const file = join(dir, 'customers.json');
  const now = options.now ?? (() => new Date());
  const max = options.max ?? MAX_CUSTOMERS;
  const newId = options.newId ?? randomUUID;
  const lock = createFileLock(`${file}.lock`, options.lock);
  const queue = createWriteQueue();
  let current: { customers: Customer[]; stamp: string | null } | null = null;
  let index: { of: Customer[]; index: CustomerIndex } | null = null;
  // The list by name, for the language it was sorted in: sorted again only when either changes.
  let byName: { of: Customer[]; language: string; sorted: Customer[] } | null = null;
  let notice: Message | null = null;

  const stampOf = async (): Promise<string | null> => {
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return info === null ? null : `${info.ino}:${info.mtimeMs}:${info.size}`;
  };

  const readFresh = async (): Promise<Customer[]> => {
    const stamp = await stampOf();
    if (current !== null && current.stamp === stamp) return current.customers;
    if (stamp === null) return (current = { customers: [], stamp }).customers;
    const text = await readFile(file, 'utf8');
    // 10,000 customers checked at once held main for about 100 ms at start: an entry a step, in slices.
    const read = await runInSlices(readEntriesFileSteps(text, customerSchema), options.sliceMs);
    if (read === null) {
      // Another process may have moved it aside a moment ago: then what is there now is read.
      const backup = await keepAside(file, now()).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (backup === null) return readFresh();
      notice = msg('recall.store.reset', { file: basename(file), backup });
      return (current = { customers: [], stamp: null }).customers;
    }
    // Two entries with one id (written by hand): the first is the customer, the other is left out like an unreadable one.
    const ids = new Set<string>();
    const customers = read.entries.filter((customer) => !ids.has(customer.id) && Boolean(ids.add(customer.id)));
    const skipped = read.skipped + read.entries.length - customers.length;
    if (skipped > 0) {
      // Copied before anything is written over the entries left out; when it cannot be, the read fails.
      const backup = await copyAside(file, now());
      notice = msg('recall.store.skipped', { file: basename(file), count: skipped, backup });
    }
    return (current = { customers, stamp }).customers;
  };

  /** Reads (when the file changed) in the queue, so a read never sees half of this store's own change. */
  const customers = (): Promise<Customer[]> => queue.run(readFresh);

  /** Applies a change to the file as it is now, under the lock; a refused change writes nothing. */
  const change = <R>(apply: (list: Customer[]) => { next: Customer[]; result: R } | Promise<{ next: Customer[]; result: R }>): Promise<R> =>
    queue.run(() =>
      lock.whileLocked(async () => {
        const { next, result } = await apply(await readFresh());
        await writeFileAtomic(file, `${JSON.stringify({ version: 1, entries: next })}\n`);
        current = { customers: next, stamp: await stampOf() };
        return result;
      }),
    );

  const numberTaken = (list: readonly Customer[], customer: CustomerFields, id: string | null): CustomerChangeError | null => {
    const key = customerNumberKey(customer.number);
    const other = key === null ? undefined : list.find((each) => each.id !== id && customerNumberKey(each.number) === key);
    return other
      ? new CustomerChangeError('customer-number-taken', msg('customers.error.numberTaken', { number: customer.number, name: other.name }))
      : null;
  };

  return {
    file,
    async load() {
      await customers();
      return { notice };
    },
    list: async () => [...(await customers())],
    async find(typed, limit) {
      const list = await customers();
      if (index?.of !== list) index = { of: list, index: await runInSlices(indexCustomersSteps(list), options.sliceMs) };
      return index.index.search(typed, limit);
    },
    async shown(typed, limit, language) {
      const list = await customers();
      if (typed.trim() !== '') {
        const found = await this.find(typed, limit + 1);
        return { customers: found.slice(0, limit), more: found.length > limit, total: list.length };
      }
      if (byName?.of !== list || byName.language !== language) {
        // One collator for all: localeCompare with a locale makes one per comparison, a second for 10,000 names.
        const collator = new Intl.Collator(language);
        byName = { of: list, language, sorted: [...list].sort((a, b) => collator.compare(a.name, b.name)) };
      }
      return { customers: byName.sorted.slice(0, limit), more: list.length > limit, total: list.length };
    },
    get: async (id) => (await customers()).find((customer) => customer.id === id) ?? null,
    add(fields) {
      const parsed = customerFieldsSchema.safeParse(tidyCustomer(fields));
      if (!parsed.success) return Promise.reject(invalid());
      return change((list) => {
        if (list.length >= max) throw new CustomerChangeError('customers-limit', msg('customers.error.limit', { max }));
        const taken = numberTaken(list, parsed.data, null);
        if (taken) throw taken;
        const customer: Customer = { ...parsed.data, id: newId() };
        return { next: [...list, customer], result: customer };
      });
    },
    update(customer) {
      const parsed = customerSchema.safeParse(tidyCustomer(customer));
      if (!parsed.success) return Promise.reject(invalid());
      return change((list) => {
        if (!list.some((each) => each.id === parsed.data.id))
          throw new CustomerChangeError('customer-not-found', msg('customers.error.notFound'));
        const taken = numberTaken(list, parsed.data, parsed.data.id);
        if (taken) throw taken;
        return { next: list.map((each) => (each.id === parsed.data.id ? parsed.data : each)), result: parsed.data };
      });
    },
    async remove(id) {
      await change((list) => ({ next: list.filter((each) => each.id !== id), result: undefined }));
    },
    previewImport: async (bytes) => runInSlices(customerImportSteps(bytes, await customers(), max), options.sliceMs),
    importCsv: (bytes, choices = {}) =>
      change(async (list) => {
        const preview = await runInSlices(customerImportSteps(bytes, list, max, choices), options.sliceMs);
        const updated = new Map(preview.updated.map((customer) => [customer.id, customer]));
        const added = preview.added.map((fields): Customer => ({ ...fields, id: newId() }));
        return { next: [...list.map((each) => updated.get(each.id) ?? each), ...added], result: preview };
      }),
    flush: () => queue.idle(),
  };
}
