import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { followQuoteChanges, quoteSearchQuery } from '../../../api/quote-search-queries';
import { commandKeyAria, useCommandKey } from '../../../ui/command-key';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import { formatMoney } from '@shared/format/numbers';
import { formatDay, localDay } from '@shared/quote/quote-letter';
import type { FoundQuote, SearchedQuotes } from '@shared/quote/quote-search';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { quoteOptionText } from '../letter/quote-letter-model';
import { useQuotes } from '../quotes-context';

// Ctrl+F (⌘F on macOS), the "find" of every program: the quote view has nothing else to find.
const FIND_KEY = { letter: 'f' };
const ARIA_KEYS = commandKeyAria(FIND_KEY);

/** A quote found, and whether it is in the archive. */
type Row = SearchedQuotes['found'][number];

/**
 * Finds a saved quote as the user types (customer, article number, quote number, date, total): main
 * answers, from its list and then its archive by the one rule (indexQuotes), with the totals it works out
 * from the pricing it keeps. Opens the one chosen (an archived one read-only): Ctrl+F focuses it, arrows
 * choose, Enter opens, Escape clears.
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
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => followQuoteChanges(client), [client]);
  const asked = typed.trim().slice(0, 1_000);
  const search = useQuery({ ...quoteSearchQuery(bridge, asked, locale, source), enabled: asked !== '' });
  const result = asked === '' ? null : (search.data ?? null);
  // An answer for other words, drawn while this one comes: not the one Enter opens.
  const answered = result !== null && !search.isPlaceholderData;
  const found: Row[] = result?.found ?? [];
  const count = result?.count ?? 0;
  const active = found.length === 0 ? -1 : Math.min(chosen, found.length - 1);

  useCommandKey(FIND_KEY, true, () => {
    input.current?.focus();
    input.current?.select();
  });

  const open = (each: Row): void => {
    setTyped('');
    setChosen(0);
    if (each.archived) openArchived(each.quote);
    // A quote deleted since main answered is not opened.
    else if (saved.quotes.some((quote) => quote.id === each.quote.id)) openQuote(each.quote.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (found.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen((active + step + found.length) % found.length);
    } else if (event.key === 'Enter') {
      const each = answered ? found[active] : undefined;
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
        // Main prepares its search (empty words find nothing) while the words are typed: the first keystroke finds it ready.
        onFocus={() => void bridge.searchQuotes({ typed: '', locale })}
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
