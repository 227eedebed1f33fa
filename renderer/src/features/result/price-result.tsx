import { useMemo } from 'react';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { PRICE_INFO_FIELDS } from '../../../../electron/shared/price-info';
import { useRegionalLocale } from '../../format/regional-locale';
import { countryLabel } from '../lookup/country-options';
import { resultRows } from './result-rows';

/** One article's price information: the price first, every other field labelled, all 18 one click away. */
export function PriceResult({ lookup }: { lookup: PriceLookup }) {
  const locale = useRegionalLocale();
  const rows = useMemo(() => resultRows(lookup, locale), [lookup, locale]);
  const { info, request } = lookup;
  return (
    <article className="result">
      <header className="result-header">
        <h2>
          Article {request.artnr} <span className="result-country">· {countryLabel(request.country, navigator.language)}</span>
        </h2>
        <div className="badges">
          {info.hotdeal ? <span className="badge badge-hotdeal">Hot deal</span> : null}
          {info.novelty ? <span className="badge badge-novelty">New</span> : null}
          {lookup.source === 'demo' ? <span className="badge badge-demo">Demo data</span> : null}
        </div>
      </header>
      <dl className="result-rows">
        {rows.map((row) => (
          <div key={row.key} className={`result-row${row.tone ? ` tone-${row.tone}` : ''}`} data-field={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className="result-value">{row.value}</span>
              {row.note ? <span className="result-note">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <details className="all-fields">
        <summary>All fields</summary>
        <table>
          <tbody>
            {PRICE_INFO_FIELDS.map((field) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                <td>{String(info[field]) === '' ? '(blank)' : String(info[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}
