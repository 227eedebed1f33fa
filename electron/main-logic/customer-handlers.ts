import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { fail, ok, type Result } from '../shared/errors';
import { summariseImport } from '../shared/customer-csv';
import { exportCustomersCsv } from '../shared/customer-csv-export';
import { CUSTOMERS_SHOWN } from '../shared/customer-search';
import { suggestedFileName } from '../shared/file-name';
import { msg } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import { writeFileAtomic } from '../core/atomic-file';
import { CustomerChangeError, type CustomerStore } from '../core/customer-store';
import { LockBusyError } from '../core/file-lock';
import type { IpcCaller } from './ipc-caller';
import { accepts } from './accepts';

export interface CustomerDeps {
  customers: CustomerStore;
  /** Electron's open dialog for a customer CSV (.csv, .txt), worded in the UI language; null when the user cancels. */
  chooseCustomerFile: (caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The save dialog (as for a quote's CSV); null when the user cancels. */
  chooseSavePath: (suggestedName: string, caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The language the UI speaks now: the dialogs' words and the export's column headings. */
  uiLanguage: () => UiLanguage;
}

/** The largest customer file read: an ERP's 10,000 customers are a few MB; more is not a customer list. */
const CUSTOMER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Files read for a preview and kept until imported: the last few, so a forgotten preview does not hold memory. */
const PENDING_IMPORTS_KEPT = 3;

/** The customers a typed text finds at most: more than a list shows without scrolling is no help. */
const MAX_FOUND_CUSTOMERS = 50;

/** The customers: the list, finding by typing, adding, changing, removing. */
export function createCustomerHandlers(deps: CustomerDeps) {
  const { customers } = deps;
  // What a preview was made of, by id: the window names only an id, never a path to read.
  const pending = new Map<string, Uint8Array>();
  const failure = (error: unknown, writing: boolean): Result<never> => {
    if (error instanceof CustomerChangeError) return fail(error.kind, error.userMessage);
    // Another process (the CLI, a second window) holds the file a moment too long: nothing was changed.
    if (error instanceof LockBusyError) return fail('internal', msg('customers.error.busy'));
    return fail('internal', msg(writing ? 'customers.error.unwritable' : 'customers.error.unreadable', { file: customers.file }));
  };
  const reading = async <T>(read: () => Promise<T>): Promise<Result<T>> => {
    try {
      return ok(await read());
    } catch (error) {
      return failure(error, false);
    }
  };
  const writing = async <T>(write: () => Promise<T>): Promise<Result<T>> => {
    try {
      return ok(await write());
    } catch (error) {
      return failure(error, true);
    }
  };
  return {
    // What the first read left out, the window was told with the app's notice (services.ts).
    listCustomers: accepts('listCustomers', ({ typed }) => reading(() => customers.shown(typed, CUSTOMERS_SHOWN, deps.uiLanguage()))),
    getCustomer: accepts('getCustomer', ({ id }) => reading(async () => ({ customer: await customers.get(id) }))),
    findCustomers: accepts('findCustomers', ({ typed }) =>
      reading(async () => ({ customers: await customers.find(typed, MAX_FOUND_CUSTOMERS) })),
    ),
    addCustomer: accepts('addCustomer', (fields) => writing(async () => ({ customer: await customers.add(fields) }))),
    updateCustomer: accepts('updateCustomer', (customer) => writing(async () => ({ customer: await customers.update(customer) }))),
    removeCustomer: accepts('removeCustomer', ({ id }) =>
      writing(async () => {
        await customers.remove(id);
        return { removed: true as const };
      }),
    ),
    chooseCustomerImport: accepts('chooseCustomerImport', async (_request, caller) => {
      const path = await deps.chooseCustomerFile(caller, deps.uiLanguage());
      if (path === null) return ok({ preview: null });
      const limit = `${CUSTOMER_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
      const tooLarge = () => fail('invalid-input', msg('customers.import.tooLarge', { file: path, limit }), 'importFile');
      let bytes: Uint8Array;
      try {
        if ((await stat(path)).size > CUSTOMER_IMPORT_MAX_BYTES) return tooLarge();
        bytes = await readFile(path);
      } catch {
        return fail('invalid-input', msg('customers.import.fileUnreadable', { file: path }), 'importFile');
      }
      // The file may have grown between the look and the read.
      if (bytes.length > CUSTOMER_IMPORT_MAX_BYTES) return tooLarge();
      const preview = await reading(() => customers.previewImport(bytes));
      if (!preview.ok) return preview;
      const importId = randomUUID();
      pending.set(importId, bytes);
      if (pending.size > PENDING_IMPORTS_KEPT) pending.delete(pending.keys().next().value ?? importId);
      return ok({ preview: { ...summariseImport(preview.value), importId, fileName: basename(path) } });
    }),
    importCustomers: accepts('importCustomers', async ({ importId, choices }) => {
      const bytes = pending.get(importId);
      if (bytes === undefined) return fail('internal', msg('customers.import.expired'));
      // Read again under the lock: what another window changed since the preview is imported against, never written over.
      const done = await writing(() => customers.importCsv(bytes, choices ?? {}));
      if (!done.ok) return done;
      pending.delete(importId);
      return ok({ done: summariseImport(done.value) });
    }),
    exportCustomers: accepts('exportCustomers', async (_request, caller) => {
      const language = deps.uiLanguage();
      const list = await reading(() => customers.list());
      if (!list.ok) return list;
      const { t } = translator(language);
      const path = await deps.chooseSavePath(suggestedFileName(t('customers.export.fileName'), 'csv', 'customers'), caller, language);
      if (path === null) return ok({ path: null, count: list.value.length });
      try {
        await writeFileAtomic(path, exportCustomersCsv(list.value, language));
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
      }
      return ok({ path, count: list.value.length });
    }),
  };
}
