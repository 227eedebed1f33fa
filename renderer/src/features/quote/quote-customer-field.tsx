import { useRef, useState } from 'react';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { quoteWithCustomer } from '@shared/quote/quote-customer';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useI18n } from '../../i18n/i18n';
import { CustomerCombobox } from '../customers/customer-combobox';
import { useCustomerKey } from '../customers/customer-key';
import { MAC_KEYS } from '../../ui/command-key';

/**
 * The quote's customer, one choice: picking one sets recipient, country, factor, document language and
 * net or gross at once (each editable afterwards). A sent quote is not changed.
 */
export function QuoteCustomerField({
  bridge,
  quote,
  onEdit,
  readOnly,
}: {
  bridge: PriceLookupBridge;
  quote: SavedQuote | null;
  onEdit: (change: (quote: SavedQuote) => SavedQuote) => void;
  readOnly: boolean;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  // Said for the quote it was set on; another quote chosen says nothing of it.
  const [set, setSet] = useState<{ quoteId: string | null; name: string } | null>(null);
  useCustomerKey(!readOnly, () => input.current?.focus());
  return (
    <div className="quote-customer">
      <CustomerCombobox
        id="quote-customer"
        bridge={bridge}
        label={t('customerPick.label')}
        hint={t('customerPick.quoteHint', { keys: t('customerPick.keys', { mac: MAC_KEYS ? 'yes' : 'no' }) })}
        inputRef={input}
        disabled={readOnly}
        onPick={(customer) => {
          onEdit((target) => quoteWithCustomer(target, customer));
          setSet({ quoteId: quote?.id ?? null, name: customer.name });
        }}
      />
      <p role="status" className="settings-status">
        {set !== null && (quote === null || set.quoteId === null || set.quoteId === quote.id)
          ? t('customerPick.quoteSet', { customer: set.name })
          : null}
      </p>
    </div>
  );
}
