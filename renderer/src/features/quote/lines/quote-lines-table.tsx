import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo, useState, type CSSProperties } from 'react';
import { formatAsOf } from '@shared/format/dates';
import type { Message } from '@shared/i18n/catalogue';
import { copyShows, type DocumentCopy } from '@shared/quote/copy-shows';
import { stockAsOf } from '@shared/quote/kept-pricing';
import type { PriceBasis } from '@shared/quote/quote-figures';
import type { LineRecheck } from '@shared/quote/quote-recheck';
import { parseQuantity } from '@shared/quote/quote-quantity';
import type { KeptPricing, SavedQuote, SavedQuoteLine } from '@shared/quote/saved-quote';
import { failureText } from '../../../api/bridge-failure';
import { quoteLineQuery } from '../../../api/queries';
import { formatDecimal, formatDecimalInput, formatFactorMarkup, formatMoney } from '../../../format/numbers';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { LastKnownMarker } from '../../result/last-known';
import { LineDescriptionRow } from './line-description-row';
import { LineFieldRows } from './line-field-rows';
import { pricedLineFor, quoteLineFigures } from '../pricing/priced-cache';
import { quoteLineColumns, shownWith, type LineColumn } from './quote-line-columns';
import { RecheckCell } from '../pricing/recheck-cell';
import { StoredInput } from '../../../ui/stored-field';
import { useFactorField } from '../../factor/use-factor-field';
import type { LineAsked, LinePricingSource } from '../pricing/use-quote-pricing';

/** Lines per row group: a group out of view is neither laid out nor painted (styles.css). */
const LINES_PER_GROUP = 20;

interface QuoteLinesTableProps {
  quote: SavedQuote;
  /** Net or gross: what every price column shows and says. */
  basis: PriceBasis;
  /** What each line is priced for, and how its pricing is asked of main; stable while answers arrive. */
  pricing: LinePricingSource;
  /** What the last re-check found, by line id; null when no comparison is shown. */
  recheck: ReadonlyMap<string, LineRecheck<Error>> | null;
  /** Which copy the table shows: its columns and controls are copyShows'. */
  copy: DocumentCopy;
  /** A sent quote: quantities and factors shown, not changeable, and no line removed. */
  readOnly?: boolean;
  /** Lines are being priced or re-checked: answers keep arriving. */
  busy: boolean;
  onChangeLine: (id: string, change: Partial<SavedQuoteLine>) => void;
  onRemoveLine: (id: string) => void;
}

/**
 * The quote's lines: quantity and factor editable, each line with its own price, warnings or error. Each
 * row follows its own line's answer, so an answer re-renders its row, not the table. The lines come in
 * groups of rows laid out as grids (styles.css): while answers arrive, the browser lays out and paints only
 * the groups in view, and the table is marked busy (Chromium leaves groups out of view out of the
 * accessibility tree meanwhile); once priced, every row is there for a screen reader again. A table laid
 * out as grids keeps its table semantics only by naming its roles, hence the roles.
 */
export const QuoteLinesTable = memo(function QuoteLinesTable({
  quote,
  basis,
  pricing,
  recheck,
  copy,
  readOnly = false,
  busy,
  onChangeLine,
  onRemoveLine,
}: QuoteLinesTableProps) {
  const words = useI18n();
  const locale = useRegionalLocale();
  const columns = useMemo(() => quoteLineColumns(copy, basis, words, locale), [copy, basis, words, locale]);
  const groups = Array.from({ length: Math.ceil(quote.lines.length / LINES_PER_GROUP) }, (_, group) => group * LINES_PER_GROUP);
  // The rows are grids of the columns' widths (styles.css): one list gives both.
  const grid = { '--quote-columns': columns.map((column) => column.width).join(' ') } as CSSProperties;
  return (
    <table
      className={`data-table quote-lines${copy === 'customer' ? ' quote-lines-customer' : ''}${busy ? ' quote-lines-busy' : ''}`}
      role="table"
      aria-busy={busy || undefined}
      style={grid}
    >
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader" className={column.numeric ? 'number' : undefined}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((first) => (
        <tbody key={first} role="rowgroup" className="quote-lines-group">
          {quote.lines.slice(first, first + LINES_PER_GROUP).map((line, offset) => (
            <QuoteLineRow
              key={line.id}
              line={line}
              quoteFactor={quote.factor}
              basis={basis}
              columns={columns}
              pricing={pricing}
              asked={pricing.asked[first + offset]!}
              kept={pricing.kept[first + offset] ?? null}
              recheck={recheck ? (recheck.get(line.id) ?? null) : undefined}
              copy={copy}
              readOnly={readOnly}
              onChangeLine={onChangeLine}
              onRemoveLine={onRemoveLine}
            />
          ))}
        </tbody>
      ))}
    </table>
  );
});

interface QuoteLineRowProps {
  line: SavedQuoteLine;
  quoteFactor: string | null;
  basis: PriceBasis;
  columns: readonly LineColumn[];
  pricing: LinePricingSource;
  asked: LineAsked;
  /** The pricing kept with the line for what it is priced for now; null: main is asked. */
  kept: KeptPricing | null;
  /** The line's re-check; null: none for this line; undefined: no comparison shown (no column). */
  recheck: LineRecheck<Error> | null | undefined;
  copy: DocumentCopy;
  readOnly: boolean;
  onChangeLine: (id: string, change: Partial<SavedQuoteLine>) => void;
  onRemoveLine: (id: string) => void;
}

/**
 * One line; re-rendered only when its own answer or input changes, not when another line's arrives.
 * A quantity or factor that cannot be read stays as typed, explained below it, until it is corrected.
 */
const QuoteLineRow = memo(function QuoteLineRow({
  line,
  quoteFactor,
  basis,
  columns,
  pricing,
  asked,
  kept,
  recheck,
  copy,
  readOnly,
  onChangeLine,
  onRemoveLine,
}: QuoteLineRowProps) {
  const locale = useRegionalLocale();
  const words = useI18n();
  const { t } = words;
  // Kept as messages, so a switch of the UI language rewords an explanation already shown.
  const [quantityError, setQuantityError] = useState<Message | null>(null);
  const factorField = useFactorField({
    factor: line.factor,
    readOnly,
    onApply: (factor) => onChangeLine(line.id, { factor }),
  });
  const factorError = factorField.error;
  const rowId = useId();
  // Main's answer for this line (also a re-check's) wins over the pricing loaded with it.
  const answer = useQuery({ ...quoteLineQuery(pricing.bridge, pricing.source, asked), enabled: kept === null });
  const shown = answer.data?.pricing ?? kept;
  const priceOf = shown ? pricedLineFor(shown, { artnr: line.artnr, quantity: line.quantity, factor: asked.factor }) : null;
  const problem = answer.error ? failureText(words, answer.error) : null;
  const fetching = answer.isFetching;
  // Set when the line's price is a kept one, the service being unreachable: the line says so.
  const lastKnown = answer.data?.lastKnown ?? null;
  const quantityErrorId = `${rowId}-quantity-error`;
  const factorErrorId = `${rowId}-factor-error`;
  const factorMarkupId = `${rowId}-factor-markup`;
  const markup = line.factor === null ? null : formatFactorMarkup(line.factor, locale, words.language);
  const applyQuantity = (typed: string): boolean => {
    const quantity = parseQuantity(typed, locale);
    setQuantityError(quantity.ok ? null : quantity.message);
    if (quantity.ok) onChangeLine(line.id, { quantity: quantity.value });
    return quantity.ok;
  };
  const money = (amount: string): string => formatMoney(amount, priceOf?.currency ?? '', locale);
  // A copy without the sales person's controls shows the quote as it stands, the description under the article.
  const editing = copyShows(copy, 'editing');
  const controls = {
    article: (
      <>
        <span className="artnr">{line.artnr}</span>
        {/* The customer reads what the article is under its number, as in the letter. */}
        {!editing && line.description ? <span className="line-description">{line.description}</span> : null}
        {/* Without the notes, the mark stays with the article. */}
        {lastKnown && !copyShows(copy, 'notes') ? <LastKnownMarker lastKnown={lastKnown} /> : null}
      </>
    ),
    quantity: !editing ? (
      formatDecimal(String(line.quantity), locale)
    ) : (
      <StoredInput
        className="input-quantity"
        aria-label={t('quote.lines.quantityOf', { artnr: line.artnr })}
        inputMode="numeric"
        readOnly={readOnly}
        stored={String(line.quantity)}
        onApply={applyQuantity}
        aria-invalid={quantityError ? true : undefined}
        aria-describedby={quantityError ? quantityErrorId : undefined}
      />
    ),
    factor: (
      <>
        <input
          className="input-quantity"
          aria-label={t('quote.lines.factorOf', { artnr: line.artnr })}
          inputMode="decimal"
          readOnly={readOnly}
          placeholder={quoteFactor === null ? t('quote.lines.none') : formatDecimalInput(quoteFactor, locale)}
          {...factorField.input}
          aria-invalid={factorError ? true : undefined}
          aria-describedby={factorError ? factorErrorId : markup ? factorMarkupId : undefined}
        />
        {/* The markup or discount the line's factor means: a percent typed stays readable under the factor kept. */}
        {markup ? (
          <span id={factorMarkupId} className="factor-markup field-hint">
            {markup}
          </span>
        ) : null}
      </>
    ),
    notes: priceOf ? (
      <>
        {/* With the notes, where there is room for it (the article's column is narrow). */}
        {lastKnown ? <LastKnownMarker lastKnown={lastKnown} /> : null}
        {priceOf.warnings.map((warning) => (
          <div key={warning.key} className="warning">
            {words.text(warning)}
          </div>
        ))}
      </>
    ) : null,
    // Named by its text, not aria-label, so the name contains what is seen (the mark is decoration).
    remove: readOnly ? null : (
      <button type="button" onClick={() => onRemoveLine(line.id)}>
        <span aria-hidden="true">{t('quote.lines.removeMark')}</span>
        <span className="visually-hidden">{t('quote.lines.removeArticle', { artnr: line.artnr })}</span>
      </button>
    ),
  };
  const context = {
    artnr: line.artnr,
    priced: priceOf,
    figures: priceOf ? quoteLineFigures(priceOf, basis) : null,
    asOf: priceOf ? stockAsOf(answer.data, kept) : null,
    shown: shownWith(money, words),
    asOfText: (when: string) => t('quote.column.stockAsOf', { when: formatAsOf(when, locale) }),
    controls,
  };
  // Until the line is priced, its price columns are one cell saying why.
  const pricedColumns = columns.filter((column) => column.priced);
  const cells = columns.map((column) => {
    if (column.rowHeader)
      return (
        <th key={column.key} scope="row" role="rowheader">
          {column.cell(context)}
        </th>
      );
    if (column.priced && !priceOf) {
      if (column !== pricedColumns[0]) return null;
      return (
        <td
          key={column.key}
          role="cell"
          colSpan={pricedColumns.length}
          style={{ gridColumn: `span ${pricedColumns.length}` }}
          className={problem ? 'cell-error' : 'cell-loading'}
        >
          {problem ?? t(fetching ? 'quote.lines.lookingUp' : 'quote.lines.notPriced')}
        </td>
      );
    }
    const className = [column.numeric ? 'number' : '', column.className ?? ''].join(' ').trim();
    return (
      <td key={column.key} role="cell" className={className === '' ? undefined : className}>
        {column.cell(context)}
      </td>
    );
  });
  return (
    <>
      <tr role="row" data-artnr={line.artnr} data-offer={priceOf?.offer}>
        {cells}
      </tr>
      {!editing ? null : <LineDescriptionRow line={line} readOnly={readOnly} colSpan={columns.length} onChangeLine={onChangeLine} />}
      {!editing ? null : (
        <LineFieldRows
          artnr={line.artnr}
          colSpan={columns.length}
          errors={[
            { id: quantityErrorId, message: quantityError },
            { id: factorErrorId, message: factorError },
          ]}
          factorQuestion={factorField.question}
        />
      )}
      {/* What a re-check found, in a row of its own under the line: a column more would not fit the window. */}
      {recheck ? (
        <tr role="row" className="recheck-row" data-recheck-for={line.artnr}>
          <RecheckCell recheck={recheck} colSpan={columns.length} />
        </tr>
      ) : null}
    </>
  );
});
