import { useState } from 'react';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '../../../../electron/shared/countries';
import type { Message } from '../../../../electron/shared/i18n/catalogue';
import { parseFactor } from '../../../../electron/shared/lookup-input';
import { PRICE_BASES, quoteBasis, type PriceBasis } from '../../../../electron/shared/quote/quote-figures';
import type { SavedQuote } from '../../../../electron/shared/quote/saved-quote';
import { formatDecimalInput } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { applyOnEnter, useKeepFocus } from '../../ui/keep-focus';

const BASIS_LABEL = { gross: 'quote.settings.basisGross', net: 'quote.settings.basisNet' } as const satisfies Record<PriceBasis, string>;

/**
 * The quote's country, factor and prices shown (net for business customers, gross for consumers), for all
 * its lines; a factor that cannot be read stays as typed, explained.
 */
export function QuoteSettings({
  quote,
  defaultCountry,
  onEdit,
  readOnly = false,
}: {
  quote: SavedQuote | null;
  defaultCountry: CountryCode;
  onEdit: (change: (quote: SavedQuote) => SavedQuote) => void;
  /** A sent quote: shown, not changeable. */
  readOnly?: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const locale = useRegionalLocale();
  const focus = useKeepFocus<'factor'>();
  // A message, not text: a switch of the UI language rewords what is already shown.
  const [factorError, setFactorError] = useState<Message | null>(null);
  const applyFactor = (typed: string): void => {
    const factor = parseFactor(typed);
    setFactorError(factor.ok ? null : factor.message);
    if (factor.ok && factor.value !== (quote?.factor ?? null)) onEdit((target) => ({ ...target, factor: factor.value }));
  };
  return (
    <div className="quote-settings">
      {/* Each label with its field: a narrow window wraps the pairs, never a label from its field. */}
      <span className="quote-setting">
        <label htmlFor="quote-country">{t('quote.settings.country')}</label>
        <select
          id="quote-country"
          value={quote?.country ?? defaultCountry}
          disabled={readOnly}
          onChange={(event) => {
            const country = event.target.value;
            if (isCountryCode(country)) onEdit((target) => ({ ...target, country }));
          }}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {i18n.countryLabel(code)}
            </option>
          ))}
        </select>
      </span>
      <span className="quote-setting">
        <label htmlFor="quote-factor">{t('quote.settings.factor')}</label>
        <input
          id="quote-factor"
          ref={focus.field('factor')}
          key={`${quote?.id}-${quote?.factor}`}
          className="input-factor"
          inputMode="decimal"
          readOnly={readOnly}
          placeholder={t('quote.settings.factorPlaceholder')}
          defaultValue={quote?.factor ? formatDecimalInput(quote.factor, locale) : ''}
          aria-invalid={factorError ? true : undefined}
          aria-describedby={factorError ? 'quote-factor-error' : undefined}
          onBlur={(event) => applyFactor(event.target.value)}
          onKeyDown={applyOnEnter(applyFactor, () => focus.keep('factor'))}
        />
      </span>
      {factorError ? (
        <p id="quote-factor-error" className="field-error">
          {i18n.text(factorError)}
        </p>
      ) : null}
      <span className="quote-setting">
        <label htmlFor="quote-basis">{t('quote.settings.basis')}</label>
        <select
          id="quote-basis"
          value={quoteBasis(quote ?? {})}
          disabled={readOnly}
          onChange={(event) => {
            const basis = PRICE_BASES.find((known) => known === event.target.value);
            if (basis) onEdit((target) => ({ ...target, priceBasis: basis }));
          }}
        >
          {PRICE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(BASIS_LABEL[basis])}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
