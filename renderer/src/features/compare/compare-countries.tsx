import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../../electron/shared/countries';
import type { PriceLookupBridge, PriceSource } from '../../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../../electron/shared/lookup-input';
import { stockLabel } from '../../../../electron/shared/price-info';
import { createLookupPool } from '../../../../electron/shared/lookup-pool';
import { failureText } from '../../api/bridge-failure';
import { batchPriceQuery, COMPARE_CONCURRENCY } from '../../api/queries';
import { formatDecimal, formatMoney } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { LastKnownMarker } from '../result/last-known';
import { lifecycleMeaningKey } from '../result/result-rows';

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
  const i18n = useI18n();
  const { t } = i18n;
  const toggle = (country: CountryCode): void =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(country)) next.delete(country);
      else next.add(country);
      return next;
    });

  return (
    <section className="compare" aria-label={t('quote.compare.label')}>
      {/* A sibling of the result's heading: it stays when a failed lookup leaves no result. */}
      <h2>{t('quote.compare.heading', { artnr: request.artnr, count: countries.length })}</h2>
      <fieldset className="compare-countries">
        <legend>{t('quote.compare.countries')}</legend>
        {COUNTRY_CODES.map((country) => (
          <label key={country}>
            <input type="checkbox" checked={chosen.has(country)} onChange={() => toggle(country)} /> {i18n.countryLabel(country)}
          </label>
        ))}
        <button type="button" onClick={() => setChosen(new Set(COUNTRY_CODES))}>
          {t('quote.compare.all')}
        </button>
        <button type="button" onClick={() => setChosen(new Set())}>
          {t('quote.compare.none')}
        </button>
      </fieldset>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('quote.compare.country')}</th>
            <th scope="col">{t('quote.column.price')}</th>
            <th scope="col">{t('quote.column.currency')}</th>
            {request.factor !== null ? (
              <th scope="col">{t('quote.compare.factorPrice', { factor: formatDecimal(request.factor, locale) })}</th>
            ) : null}
            <th scope="col">{t('quote.column.dealerPrice')}</th>
            <th scope="col">{t('quote.compare.vat')}</th>
            <th scope="col">{t('quote.column.stock')}</th>
            <th scope="col">{t('quote.column.deliveryDays')}</th>
            <th scope="col">{t('quote.column.lifecycle')}</th>
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
                <th scope="row">
                  {i18n.countryLabel(country)}
                  {row?.data?.lastKnown ? <LastKnownMarker lastKnown={row.data.lastKnown} /> : null}
                </th>
                {info ? (
                  <>
                    <td className="number">{formatMoney(info.price, info.currencySign, locale)}</td>
                    <td>{info.currencySign}</td>
                    {request.factor !== null ? (
                      <td className="number">{formatMoney(info.factor_price, info.currencySign, locale)}</td>
                    ) : null}
                    <td className="number">{formatMoney(info.dealer_price, info.currencySign, locale)}</td>
                    <td className="number">{t('quote.compare.vatRate', { rate: formatDecimal(info.tax, locale) })}</td>
                    <td className="number">{stockLabel(info.stock)}</td>
                    <td className="number">{info.delivery_days}</td>
                    <td title={t(lifecycleMeaningKey(info.lifecycle) ?? 'quote.compare.unknownLifecycle')}>{info.lifecycle}</td>
                  </>
                ) : row?.error ? (
                  <td colSpan={columns} className="cell-error">
                    {failureText(i18n, row.error)}
                  </td>
                ) : (
                  <td colSpan={columns} className="cell-loading">
                    {t('quote.lines.lookingUp')}
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
