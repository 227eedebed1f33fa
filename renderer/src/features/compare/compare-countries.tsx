import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../../electron/shared/countries';
import type { PriceLookupBridge, PriceSource } from '../../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../../electron/shared/lookup-input';
import { lifecycleMeaning, stockLabel } from '../../../../electron/shared/price-info';
import { createLookupPool } from '../../../../electron/shared/lookup-pool';
import { batchPriceQuery, COMPARE_CONCURRENCY } from '../../api/queries';
import { formatDecimal, formatMoney } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { countryLabel } from '../lookup/country-options';

interface CompareCountriesProps {
  bridge: PriceLookupBridge;
  source: PriceSource;
  request: LookupRequest;
}

/** The article in every chosen country at once: one row each, each with its own loading and error state. */
export function CompareCountries({ bridge, source, request }: CompareCountriesProps) {
  const [chosen, setChosen] = useState<ReadonlySet<CountryCode>>(() => new Set(COUNTRY_CODES));
  const pool = useMemo(() => createLookupPool({ concurrency: COMPARE_CONCURRENCY }), []);
  const countries = COUNTRY_CODES.filter((country) => chosen.has(country));
  const rows = useQueries({
    queries: countries.map((country) => batchPriceQuery(bridge, source, { ...request, country }, pool)),
  });
  const locale = useRegionalLocale();
  const toggle = (country: CountryCode): void =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(country)) next.delete(country);
      else next.add(country);
      return next;
    });

  return (
    <section className="compare" aria-label="Country comparison">
      {/* A sibling of the result's heading: it stays when a failed lookup leaves no result. */}
      <h2>
        Article {request.artnr} in {countries.length} {countries.length === 1 ? 'country' : 'countries'}
      </h2>
      <fieldset className="compare-countries">
        <legend>Countries</legend>
        {COUNTRY_CODES.map((country) => (
          <label key={country}>
            <input type="checkbox" checked={chosen.has(country)} onChange={() => toggle(country)} />{' '}
            {countryLabel(country, navigator.language)}
          </label>
        ))}
        <button type="button" onClick={() => setChosen(new Set(COUNTRY_CODES))}>
          All
        </button>
        <button type="button" onClick={() => setChosen(new Set())}>
          None
        </button>
      </fieldset>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Price</th>
            <th scope="col">Currency</th>
            {request.factor !== null ? <th scope="col">Price × {formatDecimal(request.factor, locale)}</th> : null}
            <th scope="col">Dealer price</th>
            <th scope="col">VAT</th>
            <th scope="col">Stock</th>
            <th scope="col">Delivery days</th>
            <th scope="col">Lifecycle</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country, index) => {
            const row = rows[index];
            const info = row?.data?.info;
            const columns = request.factor !== null ? 8 : 7;
            return (
              <tr key={country} data-country={country}>
                {/* Country names in the UI language, as in the Country list; numbers in the regional format. */}
                <th scope="row">{countryLabel(country, navigator.language)}</th>
                {info ? (
                  <>
                    <td className="number">{formatMoney(info.price, info.currencySign, locale)}</td>
                    <td>{info.currencySign}</td>
                    {request.factor !== null ? (
                      <td className="number">{formatMoney(info.factor_price, info.currencySign, locale)}</td>
                    ) : null}
                    <td className="number">{formatMoney(info.dealer_price, info.currencySign, locale)}</td>
                    <td className="number">{formatDecimal(info.tax, locale)} %</td>
                    <td className="number">{stockLabel(info.stock)}</td>
                    <td className="number">{info.delivery_days}</td>
                    <td title={lifecycleMeaning(info.lifecycle) ?? 'Unknown code'}>{info.lifecycle}</td>
                  </>
                ) : row?.error ? (
                  <td colSpan={columns} className="cell-error">
                    {row.error.message}
                  </td>
                ) : (
                  <td colSpan={columns} className="cell-loading">
                    Looking up…
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
