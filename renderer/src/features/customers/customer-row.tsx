import { useState } from 'react';
import type { Customer } from '@shared/customer';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useRemoveCustomer } from '../../api/customer-list-queries';
import { formatFactor } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';

interface CustomerRowProps {
  bridge: PriceLookupBridge;
  customer: Customer;
  onEdit: () => void;
  onRemoved: () => void;
}

/** One customer in the list: name, number, town, country, markup; Edit, and Remove after a question. */
export function CustomerRow({ bridge, customer, onEdit, onRemoved }: CustomerRowProps) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const [asking, setAsking] = useState(false);
  const remove = useRemoveCustomer(bridge);
  const town = customer.address.at(-1);
  const details = [
    customer.number,
    town,
    customer.country === null ? undefined : words.countryLabel(customer.country),
    customer.markup === null ? undefined : t('customers.list.markup', { factor: formatFactor(customer.markup, locale, words.language) }),
  ].filter((each): each is string => each !== undefined && each !== '');
  return (
    <li className="customer-entry">
      <span className="customer-entry-text">
        <strong>{customer.name}</strong>
        {details.length > 0 ? <span className="customer-entry-details">{['', ...details].join(' · ')}</span> : null}
      </span>
      {asking ? (
        <RemoveQuestion
          name={customer.name}
          pending={remove.isPending}
          // Not mutate's own onSuccess: this row goes with the customer (views are told in the task the list changes),
          // and TanStack calls a gone view's mutate callbacks no more; the promise is answered all the same.
          onConfirm={() => void remove.mutateAsync(customer).then(onRemoved, () => undefined)}
          onKeep={() => {
            remove.reset();
            setAsking(false);
          }}
        />
      ) : (
        <span className="customer-entry-actions">
          <button type="button" aria-label={t('customers.action.editNamed', { name: customer.name })} onClick={onEdit}>
            {t('customers.action.edit')}
          </button>
          <button type="button" aria-label={t('customers.action.removeNamed', { name: customer.name })} onClick={() => setAsking(true)}>
            {t('customers.action.remove')}
          </button>
        </span>
      )}
      <div role="alert">{remove.error ? <p className="error-box">{failureText(words, remove.error)}</p> : null}</div>
    </li>
  );
}

function RemoveQuestion(props: { name: string; pending: boolean; onConfirm: () => void; onKeep: () => void }) {
  const { t } = useI18n();
  // The question takes the cursor on its answer that keeps the customer: Enter pressed twice removes nothing.
  const keep = useFocusOnMount<HTMLButtonElement>();
  return (
    <span className="customer-entry-actions" role="group" aria-label={t('customers.remove.question', { name: props.name })}>
      <span>{t('customers.remove.question', { name: props.name })}</span>
      <button type="button" className="button-primary" disabled={props.pending} onClick={props.onConfirm}>
        {t('customers.remove.confirm')}
      </button>
      <button type="button" ref={keep} onClick={props.onKeep}>
        {t('customers.remove.keep')}
      </button>
    </span>
  );
}
