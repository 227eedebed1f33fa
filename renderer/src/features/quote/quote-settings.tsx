import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@shared/countries';
import { PRICE_BASES, quoteBasis, type PriceBasis } from '@shared/quote/quote-figures';
import { chargesVat, quoteVatOf } from '@shared/quote/vat-treatment';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { formatDecimal, formatFactorMarkup, formatSignedPercent } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { FactorQuestion } from '../factor/factor-question';
import { useFactorField } from '../factor/use-factor-field';
import { QuoteVatSettings } from './quote-vat-settings';

const BASIS_LABEL = { gross: 'quote.settings.basisGross', net: 'quote.settings.basisNet' } as const satisfies Record<PriceBasis, string>;

/**
 * The quote's country, factor, prices shown (net for business customers, gross for consumers) and VAT
 * treatment, for all its lines (intra-Community supplies and exports are net, the basis fixed); a factor that cannot be read stays as typed, explained, and an unusual one is asked about first.
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
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const factor = useFactorField({
    factor: quote?.factor ?? null,
    readOnly,
    onApply: (value) => onEdit((target) => (target.factor === value ? target : { ...target, factor: value })),
  });
  // A message, not text: a switch of the UI language rewords what is already shown.
  const factorError = factor.error;
  // The markup or discount the factor in force means ("+25 %"): a percent typed stays readable beside the factor kept.
  const inForce = quote?.factor ? formatFactorMarkup(quote.factor, locale, words.language) : null;
  const netOnly = !chargesVat(quoteVatOf(quote ?? {}).treatment);
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
              {words.countryLabel(code)}
            </option>
          ))}
        </select>
      </span>
      <span className="quote-setting">
        <label htmlFor="quote-factor">{t('quote.settings.factor')}</label>
        <input
          id="quote-factor"
          className="input-factor"
          inputMode="decimal"
          readOnly={readOnly}
          placeholder={t('quote.settings.factorPlaceholder', {
            factor: formatDecimal('1.25', locale),
            percent: formatSignedPercent('25', locale, words.language),
          })}
          {...factor.input}
          aria-invalid={factorError ? true : undefined}
          aria-describedby={factorError ? 'quote-factor-error' : inForce ? 'quote-factor-in-force' : undefined}
        />
        {inForce && !factorError && !factor.question ? (
          <span id="quote-factor-in-force" className="field-hint">
            {t('quote.settings.factorMeans', { percent: inForce })}
          </span>
        ) : null}
      </span>
      {factorError ? (
        <p id="quote-factor-error" className="field-error">
          {words.text(factorError)}
        </p>
      ) : null}
      {factor.question ? <FactorQuestion action="apply" {...factor.question} /> : null}
      <span className="quote-setting">
        <label htmlFor="quote-basis">{t('quote.settings.basis')}</label>
        <select
          id="quote-basis"
          value={quoteBasis(quote ?? {})}
          disabled={readOnly || netOnly}
          aria-describedby={netOnly ? 'quote-basis-net-only' : undefined}
          onChange={(event) => {
            const basis = PRICE_BASES.find((known) => known === event.target.value);
            if (basis) onEdit((target) => ({ ...target, priceBasis: basis }));
          }}
        >
          {PRICE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {/* No VAT is charged: net is not "plus VAT" here. */}
              {netOnly && basis === 'net' ? t('quote.settings.basisNetNoVat') : t(BASIS_LABEL[basis])}
            </option>
          ))}
        </select>
        {netOnly ? (
          <span id="quote-basis-net-only" className="field-hint">
            {t('quote.settings.netOnly')}
          </span>
        ) : null}
      </span>
      <QuoteVatSettings quote={quote} onEdit={onEdit} readOnly={readOnly} />
    </div>
  );
}
