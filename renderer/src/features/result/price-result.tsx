import { useMemo, useState } from 'react';
import type { OfferTaxing } from '@shared/customer-lookup';
import type { PriceLookup } from '@shared/ipc-contract';
import { PRICE_INFO_FIELDS } from '@shared/price-info';
import { formatFactor } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { LastKnownBanner } from './last-known';
import { resultRows } from './result-rows';
import { ArticleText } from '../../ui/article-text';

/** One article's price information: the price first, every other field labelled, all 18 one click away. */
export function PriceResult({ lookup, offer }: { lookup: PriceLookup; offer?: OfferTaxing | undefined }) {
  const locale = useRegionalLocale();
  const words = useI18n();
  const { t } = words;
  const rows = useMemo(() => resultRows(lookup, locale, words, offer), [lookup, locale, words, offer]);
  const { info, request } = lookup;
  const heading = t('lookup.result.heading', { artnr: request.artnr });
  const where = t('lookup.result.headingCountry', { country: words.countryLabel(request.country) });
  const classes = ['result', lookup.lastKnown ? 'result-last-known' : null, request.factor !== null ? 'result-with-factor' : null];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      {lookup.lastKnown ? <LastKnownBanner lastKnown={lookup.lastKnown} /> : null}
      <header className="result-header">
        <h2>
          <ArticleText text={heading} artnr={request.artnr} /> <span className="result-country">{where}</span>
        </h2>
        <div className="badges">
          {info.hotdeal ? <span className="badge badge-hotdeal">{t('lookup.result.hotdeal')}</span> : null}
          {info.novelty ? <span className="badge badge-novelty">{t('lookup.result.novelty')}</span> : null}
          {lookup.source === 'demo' ? <span className="badge badge-demo">{t('lookup.result.demo')}</span> : null}
          {/* The factor this answer was asked with, in words beside the heading: not told by colour alone. */}
          {request.factor !== null ? (
            <span className="badge badge-factor">
              {t('lookup.factorChip.label', { factor: formatFactor(request.factor, locale, words.language) })}
            </span>
          ) : null}
        </div>
      </header>
      <dl className="result-rows">
        {rows.map((row, index) => (
          <div
            key={row.key}
            className={`result-row${index === 0 ? ' result-main' : ''}${row.tone ? ` tone-${row.tone}` : ''}`}
            data-field={row.key}
          >
            <dt>{row.label}</dt>
            <dd>
              <span className="result-value">{row.value}</span>
              {row.note ? <span className="result-note">{row.note}</span> : null}
              {row.details?.map((detail) => (
                <span key={detail} className="result-detail">
                  {detail}
                </span>
              ))}
              {row.asOf ? <span className="result-as-of">{row.asOf}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <AllFields lookup={lookup} />
    </article>
  );
}

/**
 * Every field of the answer as the service named it, behind a click. The table is built when first opened,
 * not with each answer: the price is in the page sooner, and a closed table is neither seen nor read out.
 */
function AllFields({ lookup }: { lookup: PriceLookup }) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  // The service's answer as it came; only a blank and yes/no need words.
  const rawValue = (value: string | number | boolean): string =>
    typeof value === 'boolean'
      ? t(value ? 'lookup.result.yes' : 'lookup.result.no')
      : value === ''
        ? t('lookup.result.blank')
        : String(value);
  return (
    <details className="all-fields" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('lookup.result.allFields')}</summary>
      {opened ? (
        <table>
          <tbody>
            {PRICE_INFO_FIELDS.map((field) => (
              <tr key={field}>
                {/* The service's own field name beside its name in the UI language: support and the spec use the former. */}
                <th scope="row">{t(`lookup.field.${field}`)}</th>
                <td>
                  <code>{field}</code>
                </td>
                <td>{rawValue(lookup.info[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
