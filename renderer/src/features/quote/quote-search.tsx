import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { unwrap } from '../../api/bridge-failure';
import { commandKeyAria, useCommandKey } from '../../ui/command-key';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import { formatMoney } from '@shared/format/numbers';
import { formatDay, localDay } from '@shared/quote/quote-letter';
import { indexQuotes, type FoundQuote } from '@shared/quote/quote-search';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { quoteOptionText } from './quote-letter-model';
import { useQuotes } from './quotes-context';

// Ctrl+F (⌘F on macOS), the "find" of every program: the quote view has nothing else to find.
const FIND_KEY = { letter: 'f' };
const ARIA_KEYS = commandKeyAria(FIND_KEY);

/** How many results the list shows; the status says how many more there are. */
const SHOWN = 50;

/** A quote found, and whether it is in the archive (main's, searched there by the same rule). */
type Row = FoundQuote & { archived: boolean };

/**
 * Finds a saved quote as the user types (customer, article number, quote number, date, total; the one
 * rule is indexQuotes), in the list and then in main's archive, and opens the one chosen (an archived one
 * read-only): Ctrl+F focuses it, arrows choose, Enter opens, Escape clears.
 */
export function QuoteSearch({
  bridge,
  source,
  defaultValidityDays,
}: {
  bridge: PriceLookupBridge;
  source: PriceSource;
  /** Settings' validity, for the status of quotes sent without their own (quoteStatus). */
  defaultValidityDays: number;
}) {
  const { saved, open: openQuote, openArchived } = useQuotes();
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Prepared once the field is first used, then again for each change of the list (only the quotes changed).
  const [used, setUsed] = useState(false);
  const index = useMemo(() => (used ? indexQuotes(saved.quotes, source) : null), [used, saved.quotes, source]);
  const result = useMemo(
    () => (index && typed.trim() !== '' ? index.search(typed, { locale, limit: SHOWN }) : null),
    [index, typed, locale],
  );
  const asked = typed.trim().slice(0, 1_000);
  // The archive is read with the list and changes only then: an answer stays good for the same words.
  const archive = useQuery({
    queryKey: ['quote-archive', asked, locale, source],
    queryFn: async () => unwrap(await bridge.searchQuoteArchive({ typed: asked, locale })),
    enabled: used && asked !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const archived = result === null ? null : (archive.data ?? null);
  const found: Row[] = [
    ...(result?.found ?? []).map((each) => ({ ...each, archived: false })),
    ...(archived?.found ?? []).map((each) => ({ ...each, archived: true })),
  ];
  const count = (result?.count ?? 0) + (archived?.count ?? 0);
  const active = found.length === 0 ? -1 : Math.min(chosen, found.length - 1);

  useCommandKey(FIND_KEY, true, () => {
    input.current?.focus();
    input.current?.select();
  });

  const open = (each: Row): void => {
    setTyped('');
    setChosen(0);
    if (each.archived) openArchived(each.quote);
    else openQuote(each.quote.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (found.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen((active + step + found.length) % found.length);
    } else if (event.key === 'Enter') {
      const each = found[active];
      if (!each) return;
      event.preventDefault();
      open(each);
    } else if (event.key === 'Escape' && typed !== '') {
      // Clears the search; the quote view's own Escape (cancel pricing) is not meant.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setTyped('');
    }
  };
  const optionId = (at: number): string => `quote-search-option-${at}`;
  const resultText = (each: FoundQuote): string => {
    const changed = new Date(each.quote.updatedAt);
    const day = each.quote.issue?.issuedOn ?? (Number.isNaN(changed.getTime()) ? null : localDay(changed));
    const { total } = each;
    return t('quote.search.result', {
      text: quoteOptionText(each.quote, words, { now: new Date(), defaultValidityDays }),
      day: day === null ? '' : formatDay(day, locale),
      total: total === null ? 'none' : formatMoney(total.total, total.currency, locale),
    });
  };
  const expanded = found.length > 0;
  return (
    <div className="quote-search">
      <label htmlFor="quote-search">{t('quote.search.label')}</label>
      <input
        ref={input}
        id="quote-search"
        // A text field, not type="search": ARIA in HTML lets a search field be no combobox (IBM's aria_role_valid).
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls="quote-search-results"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-describedby="quote-search-hint"
        aria-keyshortcuts={ARIA_KEYS}
        value={typed}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setTyped(event.target.value);
          setChosen(0);
        }}
        onKeyDown={onKeyDown}
      />
      <span id="quote-search-hint" className="field-hint">
        {t('quote.search.hint')}
      </span>
      <ul id="quote-search-results" role="listbox" aria-label={t('quote.search.label')} hidden={!expanded}>
        {found.map((each, at) => (
          <li
            key={`${each.archived ? 'archived' : 'list'}-${each.quote.id}`}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            // The field keeps the focus: a click chooses without leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(each)}
          >
            {resultText(each)}
            {each.archived ? <span className="badge badge-archived">{t('quote.search.archived')}</span> : null}
          </li>
        ))}
      </ul>
      {/* Always there, so how many were found is announced. */}
      <span role="status" className="quote-search-count">
        {result === null
          ? null
          : [
              count > found.length ? t('quote.search.foundMore', { count, shown: found.length }) : t('quote.search.found', { count }),
              // A day typed without its year: which year is meant.
              ...result.dates.map((each) => t('quote.search.dateRead', { typed: each.typed, date: formatDay(each.day, locale) })),
            ].join(' ')}
      </span>
    </div>
  );
}
