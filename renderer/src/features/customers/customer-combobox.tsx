import { useId, useState, type RefObject } from 'react';
import type { Customer } from '@shared/customer';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';
import { useStableCallback } from '../lookup/stable-callback';
import { CUSTOMER_ARIA_KEYS } from './customer-key';
import { customerOnEnter } from './customer-on-enter';
import { useCustomerMatches, type CustomerMatches } from './use-customer-matches';

interface CustomerComboboxProps {
  id: string;
  bridge: PriceLookupBridge;
  label: string;
  hint: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (customer: Customer) => void;
  disabled?: boolean;
}

/** The town a customer is known by in a list: the last line of their address. */
const townOf = (customer: Customer): string => customer.address.at(-1) ?? '';

/**
 * A customer picked by typing (WAI-ARIA combobox with a list): the first letters of name, number or town
 * list the matches; arrows move, Enter picks, Escape closes the list (and then empties the field).
 */
export function CustomerCombobox({ id, bridge, label, hint, inputRef, onPick, disabled = false }: CustomerComboboxProps) {
  const words = useI18n();
  const { t } = words;
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  // Enter came before the matches of what was typed were known: it picks when they are.
  const [enterWaiting, setEnterWaiting] = useState(false);
  const pick = (customer: Customer): void => {
    setTyped('');
    setOpen(false);
    setActiveIndex(0);
    setEnterWaiting(false);
    onPick(customer);
  };
  // Enter waiting: the matches, as they come, answer it (the list's first; no ↓ chose while there was no list).
  const found = useStableCallback((answer: CustomerMatches): void => {
    if (!enterWaiting) return;
    setEnterWaiting(false);
    const choice = customerOnEnter(answer.typed, open, answer, 0);
    if (choice.kind === 'pick') pick(choice.customer);
  });
  const matches = useCustomerMatches(bridge, open ? typed : '', found);
  const customers = matches?.customers ?? [];
  const shown = open && matches !== null && matches.failure === null && customers.length > 0;
  const active = Math.min(activeIndex, customers.length - 1);
  const optionId = (index: number): string => `${listId}-option-${index}`;
  const enter = (): void => {
    const choice = customerOnEnter(typed, open, matches, activeIndex);
    setEnterWaiting(choice.kind === 'wait');
    if (choice.kind === 'pick') pick(choice.customer);
  };
  const status =
    !open || matches === null
      ? ''
      : matches.failure !== null
        ? t('customerPick.unreadable', { reason: failureText(words, matches.failure) })
        : customers.length === 0
          ? t('customerPick.none', { typed: matches.typed })
          : t('customerPick.count', { count: customers.length });
  return (
    <div className="field customer-picker">
      <label htmlFor={id}>{label}</label>
      <div className="customer-combobox">
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown ? optionId(active) : undefined}
          aria-keyshortcuts={CUSTOMER_ARIA_KEYS}
          aria-describedby={`${id}-hint ${id}-status`}
          value={typed}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActiveIndex(0);
            // Typed on: an Enter waiting for the earlier text's matches is not for this.
            setEnterWaiting(false);
          }}
          onBlur={() => {
            setOpen(false);
            setEnterWaiting(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!open) {
                setOpen(true);
                setActiveIndex(0);
                return;
              }
              if (customers.length === 0) return;
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActiveIndex((active + step + customers.length) % customers.length);
            } else if (event.key === 'Enter') {
              // Enter in this field never looks anything up: it picks (now, or once the matches are known), or does nothing.
              event.preventDefault();
              enter();
            } else if (event.key === 'Escape') {
              setEnterWaiting(false);
              if (!open && typed === '') return;
              // Claimed here: the view's Escape (next call, cancel) is not for this.
              event.preventDefault();
              if (open && shown) setOpen(false);
              else {
                setTyped('');
                setOpen(false);
              }
            }
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className="customer-options" hidden={!shown}>
          {shown
            ? customers.map((customer, index) => (
                <li
                  key={customer.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'customer-option customer-option-active' : 'customer-option'}
                  // Picked before the field loses the focus, which would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(customer);
                  }}
                >
                  {t('customerPick.option', {
                    name: customer.name,
                    number: customer.number === '' ? 'none' : customer.number,
                    town: townOf(customer) === '' ? 'none' : townOf(customer),
                  })}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <p className="visually-hidden" role="status" id={`${id}-status`}>
        {status}
      </p>
    </div>
  );
}
