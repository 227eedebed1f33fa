import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@shared/countries';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import { deliveryLine } from '@shared/delivery';
import type { LookupRequest } from '@shared/lookup-input';
import { stockLabel } from '@shared/price-info';
import { BridgeFailure, failureText } from '../../api/bridge-failure';
import { priceQuery } from '../../api/queries';
import { formatFactor, formatMoney, formatPercent } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { LastKnownMarker } from '../result/last-known';
import { lifecycleMeaningKey } from '@shared/lifecycle';
import { ArticleText } from '../../ui/article-text';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { compareFigures, type CompareCell } from './compare-figures';
import { useScrolls } from '../../ui/use-scrolls';
import { orderCompareRows, type CompareSort } from './compare-order';

interface CompareCountriesProps {
  bridge: PriceLookupBridge;
  source: PriceSource;
  request: LookupRequest;
}

/** The article in every chosen country at once: one row each, each with its own loading and error state. */
export function CompareCountries({ bridge, source, request }: CompareCountriesProps) {
  const [chosen, setChosen] = useState<ReadonlySet<CountryCode>>(() => new Set(COUNTRY_CODES));
  // By the countries' names in the UI language, as a person looks for one.
  const [sort, setSort] = useState<CompareSort>({ by: 'country', direction: 'ascending' });
  // Opened, it is brought into view with the cursor on its heading.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(scroller);
  useEffect(() => {
    // Focus scrolls only as far as the heading, leaving the table below the window's edge.
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const countries = COUNTRY_CODES.filter((country) => chosen.has(country));
  // All countries at once: main limits the requests at the service and waits out a busy one.
  const rows = useQueries({
    queries: countries.map((country) => priceQuery(bridge, source, { ...request, country })),
  });
  const locale = useRegionalLocale();
  const words = useI18n();
  const { t } = words;
  const toggle = (country: CountryCode): void =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(country)) next.delete(country);
      else next.add(country);
      return next;
    });

  const own = rows[countries.indexOf(request.country)]?.data?.info.currencySign ?? null;
  const ordered = orderCompareRows(
    countries.map((country, index) => {
      const info = rows[index]?.data?.info;
      return { country, index, answer: info ? { price: info.price, currency: info.currencySign } : null };
    }),
    sort,
    { name: (country) => words.countryName(country), language: words.language, ownCurrency: own },
  );
  // The choice of countries in the order of their names too.
  const collator = new Intl.Collator(words.language);
  const byName = [...COUNTRY_CODES].sort((a, b) => collator.compare(words.countryName(a), words.countryName(b)));
  const currencies = new Set(rows.flatMap((row) => (row.data ? [row.data.info.currencySign] : [])));
  const columns = request.factor !== null ? 8 : 7;
  /** A price cell: the amount in the row's currency, or why there is none. */
  const priceCell = (cell: CompareCell, currency: string) =>
    'amount' in cell ? (
      <td className="number">{formatMoney(cell.amount, currency, locale)}</td>
    ) : cell.none === 'noPrice' ? (
      <td className="number compare-no-price">{t('quote.compare.noPrice')}</td>
    ) : (
      <td className="number compare-not-set">{t('quote.compare.notSet')}</td>
    );
  /** A column head that sorts by it: ascending first, then descending. */
  const sortHead = (by: 'country' | 'price', label: string) => {
    const current = sort.by === by ? sort.direction : null;
    return (
      <th scope="col" aria-sort={current ?? 'none'} className={by === 'price' ? 'number' : undefined}>
        <button
          type="button"
          className="sort-button"
          onClick={() => setSort({ by, direction: current === 'ascending' ? 'descending' : 'ascending' })}
        >
          {label}
          <span aria-hidden="true">{t('quote.compare.sortMark', { direction: current ?? 'none' })}</span>
        </button>
      </th>
    );
  };

  return (
    <section ref={section} className="compare" aria-label={t('quote.compare.label')}>
      {/* A sibling of the result's heading: it stays when a failed lookup leaves no result. */}
      <h2 ref={heading} tabIndex={-1}>
        <ArticleText text={t('quote.compare.heading', { artnr: request.artnr, count: countries.length })} artnr={request.artnr} />
      </h2>
      <fieldset className="compare-countries">
        <legend>{t('quote.compare.countries')}</legend>
        {byName.map((country) => (
          <label key={country}>
            <input type="checkbox" checked={chosen.has(country)} onChange={() => toggle(country)} /> {words.countryLabel(country)}
          </label>
        ))}
        <button type="button" onClick={() => setChosen(new Set(COUNTRY_CODES))}>
          {t('quote.compare.all')}
        </button>
        <button type="button" onClick={() => setChosen(new Set())}>
          {t('quote.compare.none')}
        </button>
      </fieldset>
      {/* On a narrow window (or zoomed text) the table scrolls in its own box, reachable by keyboard, not the page;
          a box that does not scroll is no tab stop (a group is no widget: IBM's element_tabbable_role_valid). */}
      <div
        ref={scroller}
        className="table-scroll"
        tabIndex={scrolls ? 0 : undefined}
        role="group"
        aria-label={t('quote.compare.tableLabel')}
      >
        <table className="data-table compare-table">
          <thead>
            <tr>
              {sortHead('country', t('quote.compare.country'))}
              {sortHead('price', t('quote.compare.grossPrice'))}
              <th scope="col" className="number">
                {t('quote.compare.netPrice')}
              </th>
              {request.factor !== null ? (
                <th scope="col" className="number">
                  {t('quote.compare.factorPrice', { factor: formatFactor(request.factor, locale, words.language) })}
                </th>
              ) : null}
              <th scope="col" className="number">
                {t('quote.column.dealerPrice')}
              </th>
              <th scope="col" className="number">
                {t('quote.compare.vat')}
              </th>
              <th scope="col" className="number">
                {t('quote.column.stock')}
              </th>
              <th scope="col">{t('lookup.result.delivery')}</th>
              <th scope="col">{t('quote.column.lifecycle')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered.map(({ country, index }) => {
              const row = rows[index];
              const info = row?.data?.info;
              const figures = info ? compareFigures(info, request.factor) : null;
              const mine = country === request.country;
              const meaning = info ? lifecycleMeaningKey(info.lifecycle) : null;
              return (
                <tr key={country} data-country={country} className={mine ? 'compare-own' : undefined} aria-current={mine || undefined}>
                  {/* Country names in the UI language, as in the Country list; numbers in the regional format. */}
                  <th scope="row">
                    {words.countryLabel(country)}
                    {mine ? <span className="compare-own-mark">{t('quote.compare.yourLookup')}</span> : null}
                    {row?.data?.lastKnown ? <LastKnownMarker lastKnown={row.data.lastKnown} /> : null}
                  </th>
                  {info && figures ? (
                    <>
                      {/* A price of 0 is the service saying it has none: never read out as a price. */}
                      {priceCell(figures.gross, info.currencySign)}
                      {priceCell(figures.net, info.currencySign)}
                      {figures.factorPrice === null ? null : priceCell(figures.factorPrice, info.currencySign)}
                      {priceCell(figures.dealer, info.currencySign)}
                      <td className="number">{formatPercent(info.tax, locale, words.language)}</td>
                      <td className="number">{stockLabel(info.stock)}</td>
                      <td>{deliveryLine(info, words)}</td>
                      <td>
                        {t('quote.compare.lifecycle', {
                          code: info.lifecycle || t('quote.lines.none'),
                          meaning: t(meaning ?? 'quote.compare.unknownLifecycle'),
                        })}
                      </td>
                    </>
                  ) : row?.error instanceof BridgeFailure && row.error.kind === 'not-found' ? (
                    // Not in this country's range: a fact about the article, not a fault.
                    <td colSpan={columns} className="compare-not-sold">
                      {t('quote.compare.notSold', { countryCode: country, country: words.countryName(country) })}
                    </td>
                  ) : row?.error ? (
                    <td colSpan={columns} className="cell-error">
                      {failureText(words, row.error)}
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
      </div>
      <p className="field-hint">{t('quote.compare.netHint')}</p>
      {sort.by === 'price' && currencies.size > 1 ? <p className="field-hint">{t('quote.compare.byCurrency')}</p> : null}
    </section>
  );
}
