import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerFields } from '@shared/customer';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { unwrap } from './bridge-failure';

/** Every customer query starts with 'customers': a change here makes the picker's found lists stale too. */
const customerKeys = {
  all: ['customers'] as const,
  list: (typed: string) => [...customerKeys.all, 'list', typed] as const,
};

/**
 * What the customer list shows for the text typed, as main's file says now: asked again whenever the view
 * opens (another window may have changed it); while the next answer comes, the last one stays drawn.
 */
export function customerListQuery(bridge: PriceLookupBridge, typed: string) {
  return queryOptions({
    queryKey: customerKeys.list(typed.trim()),
    queryFn: async () => unwrap(await bridge.listCustomers({ typed: typed.trim() })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** A change to the list (add, change, remove, import): afterwards every customer query is asked again. */
function useCustomerChange<T, R>(run: (request: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** Adds the customer (no id) or changes it (an id); main's answer is the customer as kept. */
export function useSaveCustomer(bridge: PriceLookupBridge) {
  return useCustomerChange(async (customer: CustomerFields | Customer) =>
    'id' in customer ? unwrap(await bridge.updateCustomer(customer)).customer : unwrap(await bridge.addCustomer(customer)).customer,
  );
}

export function useRemoveCustomer(bridge: PriceLookupBridge) {
  return useCustomerChange(async (customer: Customer) => {
    unwrap(await bridge.removeCustomer({ id: customer.id }));
    return customer;
  });
}

/** Main asks for the file and answers its preview (null: the user cancelled); nothing is imported yet. */
export function useChooseCustomerImport(bridge: PriceLookupBridge) {
  return useMutation({ mutationFn: async () => unwrap(await bridge.chooseCustomerImport()).preview });
}

/** Imports the file of a preview with the user's answers to its questions (by line); main answers what was done. */
export function useImportCustomers(bridge: PriceLookupBridge) {
  return useCustomerChange(
    async ({ importId, choices }: { importId: string; choices: Record<string, string> }) =>
      unwrap(await bridge.importCustomers({ importId, choices })).done,
  );
}

/** Main writes the list as CSV where the user chooses; `path` null: cancelled. */
export function useExportCustomers(bridge: PriceLookupBridge) {
  return useMutation({ mutationFn: async () => unwrap(await bridge.exportCustomers()) });
}
