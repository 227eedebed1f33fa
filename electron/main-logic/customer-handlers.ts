import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { CustomerChangeError, type CustomerStore } from '../core/customer-store';
import { LockBusyError } from '../core/file-lock';
import { accepts } from './ipc-requests';

export interface CustomerDeps {
  customers: CustomerStore;
}

/** The customers a typed text finds at most: more than a list shows without scrolling is no help. */
const MAX_FOUND_CUSTOMERS = 50;

/** The customers: the list, finding by typing, adding, changing, removing. */
export function createCustomerHandlers(deps: CustomerDeps) {
  const { customers } = deps;
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
    loadCustomers: accepts('loadCustomers', () =>
      // What the first read left out, the window was told with the app's notice (services.ts).
      reading(async () => ({ customers: await customers.list() })),
    ),
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
  };
}
