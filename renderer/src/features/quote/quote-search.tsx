import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { commandKeyAria, useCommandKey } from '../../ui/command-key';
import type { PriceSource } from '@shared/ipc-contract';
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

/**
 * Finds a saved quote as the user types (customer, article number, quote number, date, total; the one
 * rule is indexQuotes) and opens the one chosen: Ctrl+F focuses it, arrows choose, Enter opens, Escape clears.
 */
export function QuoteSearch({
  source,
  defaultValidityDays,
}: {
  source: PriceSource;
  /** Settings' validity, for the status of quotes sent without their own (quoteStatus). */
  defaultValidityDays: number;
}) {
  const { saved, change } = useQuotes();
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
  const found = result?.found ?? [];
  const active = found.length === 0 ? -1 : Math.min(chosen, found.length - 1);

  useCommandKey(FIND_KEY, true, () => {
    input.current?.focus();
    input.current?.select();
  });

  const open = (each: FoundQuote): void => {
    setTyped('');
    setChosen(0);
    change((current) => (current.activeId === each.quote.id ? current : { ...current, activeId: each.quote.id }));
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
      total: total === null ? 'none' : total.currency === null ? total.total : formatMoney(total.total, total.currency, locale),
    });
  };
  const expanded = found.length > 0;
  return (
    <div className="quote-search">
      <label htmlFor="quote-search">{t('quote.search.label')}</label>
      <input
        ref={input}
        id="quote-search"
        type="search"
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
            key={each.quote.id}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            // The field keeps the focus: a click chooses without leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(each)}
          >
            {resultText(each)}
          </li>
        ))}
      </ul>
      {/* Always there, so how many were found is announced. */}
      <span role="status" className="quote-search-count">
        {result === null
          ? null
          : result.count > found.length
            ? t('quote.search.foundMore', { count: result.count, shown: found.length })
            : t('quote.search.found', { count: result.count })}
      </span>
    </div>
  );
}
