import { useDeferredValue } from 'react';
import type { OfferTaxing } from '@shared/customer-lookup';
import type { PriceLookup, PriceLookupBridge } from '@shared/ipc-contract';
import { useI18n } from '../../i18n/i18n';
import { AddToQuote } from '../quote/lines/add-to-quote';
import { FavouriteButton } from '../recall/favourite-button';
import { PhoneLineButton } from '../result/phone-line-button';

interface ResultActionsProps {
  bridge: PriceLookupBridge;
  /** The answer shown, or null when none is. */
  shown: PriceLookup | null;
  active: boolean;
  /** The customer the shown lookup was asked for, named in its phone line. */
  customer: string | undefined;
  /** Their basis, on which the phone line says the price; none: gross. */
  offer?: OfferTaxing | undefined;
  comparing: boolean;
  /** Opens or closes the comparison; the button is where the focus goes back when it closes. */
  onToggleCompare: (opener: HTMLButtonElement) => void;
}

/** The buttons under a price: compare, favourite, add to quote, phone line. */
export function ResultActions({ bridge, shown, active, customer, offer, comparing, onToggleCompare }: ResultActionsProps) {
  const { t } = useI18n();
  // They follow a price that appears in a render of their own: the price is in the page first. Always
  // for the answer shown, never a deferred one.
  const actionsShown = useDeferredValue(shown !== null) && shown !== null;
  if (!actionsShown) return null;
  return (
    <div className="result-actions">
      <button type="button" onClick={(event) => onToggleCompare(event.currentTarget)} aria-expanded={comparing}>
        {t('lookup.action.compare')}
      </button>
      <FavouriteButton bridge={bridge} request={shown.request} />
      <AddToQuote lookup={shown} />
      <PhoneLineButton bridge={bridge} lookup={shown} active={active} customer={customer} offer={offer} />
    </div>
  );
}
