import { memo } from 'react';
import type { CountryCode } from '@shared/countries';
import type { Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import type { DocumentSettings } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { PasteLines } from './lines/paste-lines';
import { QuoteCustomerField } from './quote-customer-field';
import { QuoteLetterFields } from './letter/quote-letter-fields';
import { QuoteLetterTexts } from './letter/quote-letter-texts';
import { QuoteSearch } from './finding/quote-search';
import { QuoteSettings } from './quote-settings';
import { QuoteToolbar } from './quote-toolbar';
import { SentQuoteBar } from './sending/sent-quote-bar';
import type { useQuoteEdits } from './use-quote-edits';
import { useRecordKey } from '../../ui/stored-field';

type Edits = ReturnType<typeof useQuoteEdits>;

/**
 * What the sales person edits over the lines: the quotes, the customer, the quote's settings, its letter and
 * the paste. Its props stay the same while a long quote's answers arrive, so it is not drawn again with
 * each frame of them (the progress and total over it are).
 */
export const QuoteEditing = memo(function QuoteEditing({
  bridge,
  source,
  quote,
  sent,
  archived,
  defaultCountry,
  documents,
  edit,
  addPasted,
  onStatus,
}: {
  bridge: PriceLookupBridge;
  source: PriceSource;
  quote: SavedQuote | null;
  /** What was sent is only read. */
  sent: boolean;
  /** The quote is one opened from the archive. */
  archived: boolean;
  defaultCountry: CountryCode;
  documents: DocumentSettings;
  edit: Edits['edit'];
  addPasted: Edits['addPasted'];
  onStatus: (status: Message | null) => void;
}) {
  const generation = useRecordKey(quote?.id ?? null);
  return (
    <>
      <QuoteSearch bridge={bridge} source={source} defaultValidityDays={documents.validityDays} />
      <QuoteToolbar active={quote} defaultCountry={defaultCountry} defaultValidityDays={documents.validityDays} onStatus={onStatus} />
      {quote && sent ? (
        <SentQuoteBar quote={quote} archived={archived} onStatus={onStatus} bridge={bridge} defaultValidityDays={documents.validityDays} />
      ) : null}
      <QuoteCustomerField bridge={bridge} quote={quote} onEdit={edit} readOnly={sent} />
      {/* Keyed by the quote's record key: a question about another quote's factor never stays open for this one. */}
      <QuoteSettings key={generation} quote={quote} defaultCountry={defaultCountry} onEdit={edit} readOnly={sent} />
      <QuoteLetterFields quote={quote} defaults={documents} onEdit={edit} readOnly={sent} />
      <QuoteLetterTexts quote={quote} defaults={documents} onEdit={edit} readOnly={sent} />
      {sent ? null : <PasteLines onAdd={addPasted} />}
    </>
  );
});
