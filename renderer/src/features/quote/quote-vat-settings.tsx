import { useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { quoteVatOf, VAT_TREATMENTS } from '@shared/quote/vat-treatment';
import { normalVatId, vatReasons } from '@shared/vat-id';
import { useI18n } from '../../i18n/i18n';

/**
 * The quote's VAT treatment (taken from its customer, changeable) and, for an intra-Community supply, the customer's VAT
 * ID its note names. A VAT ID that does not look like one, or an intra-Community supply without one, is said below the
 * field and not kept; the treatment is kept at once.
 */
export function QuoteVatSettings({
  quote,
  onEdit,
  readOnly,
}: {
  quote: SavedQuote | null;
  onEdit: (change: (quote: SavedQuote) => SavedQuote) => void;
  readOnly: boolean;
}) {
  const words = useI18n();
  const { t } = words;
  const vat = quoteVatOf(quote ?? {});
  const [typed, setTyped] = useState(vat.vatId);
  const [problem, setProblem] = useState<Message | null>(null);
  // Another quote, or its customer changed it: the field shows what is kept (set while rendering, as React advises).
  const kept = `${quote?.id ?? ''} ${vat.vatId}`;
  const [shownFor, setShownFor] = useState(kept);
  if (shownFor !== kept) {
    setShownFor(kept);
    setTyped(vat.vatId);
    setProblem(null);
  }
  const keep = (treatment: typeof vat.treatment, vatId: string): void => {
    const [refused] = vatReasons({ vatTreatment: treatment, vatId });
    setProblem(refused ?? null);
    // A refused VAT ID is not kept; the treatment chosen is, so the figures follow it at once.
    const vatIdKept = refused === undefined ? normalVatId(vatId) : vat.vatId;
    onEdit((target) => ({ ...target, vat: { treatment, vatId: vatIdKept } }));
  };
  return (
    <>
      <span className="quote-setting">
        <label htmlFor="quote-vat">{t('quote.settings.vat')}</label>
        <select
          id="quote-vat"
          value={vat.treatment}
          disabled={readOnly}
          onChange={(event) => {
            const treatment = VAT_TREATMENTS.find((known) => known === event.target.value);
            if (treatment) keep(treatment, typed);
          }}
        >
          {VAT_TREATMENTS.map((treatment) => (
            <option key={treatment} value={treatment}>
              {t('quote.vat.treatment', { treatment })}
            </option>
          ))}
        </select>
      </span>
      {vat.treatment === 'intraCommunity' ? (
        <span className="quote-setting">
          <label htmlFor="quote-vat-id">{t('quote.settings.vatId')}</label>
          <input
            id="quote-vat-id"
            value={typed}
            readOnly={readOnly}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'quote-vat-id-error' : 'quote-vat-id-hint'}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => keep(vat.treatment, typed)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') keep(vat.treatment, typed);
            }}
          />
          {problem ? null : (
            <span id="quote-vat-id-hint" className="field-hint">
              {t('quote.settings.vatIdHint')}
            </span>
          )}
        </span>
      ) : null}
      {problem ? (
        <p id="quote-vat-id-error" className="field-error">
          {words.text(problem)}
        </p>
      ) : null}
    </>
  );
}
