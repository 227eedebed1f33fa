import { useState } from 'react';
import type { CountryCode } from '../../../../electron/shared/countries';
import type { SavedQuote } from '../../../../electron/shared/quote/saved-quote';
import { useI18n } from '../../i18n/i18n';
import { newQuote } from './quote-model';
import { useQuotes } from './quotes-context';

/** Choose, create, rename and delete quotes; a deletion can be undone. */
export function QuoteToolbar({ active, defaultCountry }: { active: SavedQuote | null; defaultCountry: CountryCode }) {
  const { saved, change } = useQuotes();
  const i18n = useI18n();
  const { t } = i18n;
  const [deleted, setDeleted] = useState<{ quote: SavedQuote; index: number } | null>(null);

  const create = (): void =>
    change((current) => {
      const quote = newQuote(current, defaultCountry, i18n);
      return { quotes: [...current.quotes, quote], activeId: quote.id };
    });
  const remove = (): void => {
    if (!active) return;
    const index = saved.quotes.findIndex((quote) => quote.id === active.id);
    setDeleted({ quote: active, index });
    change((current) => {
      const quotes = current.quotes.filter((quote) => quote.id !== active.id);
      return { quotes, activeId: quotes[0]?.id ?? null };
    });
  };
  const undo = (): void => {
    if (!deleted) return;
    change((current) => {
      const quotes = [...current.quotes];
      quotes.splice(Math.min(deleted.index, quotes.length), 0, deleted.quote);
      return { quotes, activeId: deleted.quote.id };
    });
    setDeleted(null);
  };
  const rename = (name: string): void => {
    if (!active || name.trim() === '' || name.trim() === active.name) return;
    change((current) => ({
      ...current,
      quotes: current.quotes.map((quote) => (quote.id === active.id ? { ...quote, name: name.trim().slice(0, 100) } : quote)),
    }));
  };

  return (
    <div className="quote-toolbar">
      <label htmlFor="quote-choice">{t('quote.toolbar.choice')}</label>
      <select
        id="quote-choice"
        value={active?.id ?? ''}
        onChange={(event) => change((current) => ({ ...current, activeId: event.target.value }))}
      >
        {saved.quotes.length === 0 ? <option value="">{t('quote.toolbar.none')}</option> : null}
        {saved.quotes.map((quote) => (
          <option key={quote.id} value={quote.id}>
            {t('quote.toolbar.option', { name: quote.name, count: String(quote.lines.length) })}
          </option>
        ))}
      </select>
      {active ? (
        <input
          key={active.id}
          aria-label={t('quote.toolbar.name')}
          defaultValue={active.name}
          maxLength={100}
          onBlur={(event) => rename(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') rename(event.currentTarget.value);
          }}
        />
      ) : null}
      <button type="button" onClick={create}>
        {t('quote.toolbar.new')}
      </button>
      {active ? (
        <button type="button" onClick={remove}>
          {t('quote.toolbar.delete')}
        </button>
      ) : null}
      {/* Always there, so "Deleted …" is announced when it appears. */}
      <span role="status" className="undo">
        {deleted ? (
          <>
            {/* No space needed between them: the region is a flex row with a gap. */}
            <span>{t('quote.toolbar.deleted', { name: deleted.quote.name })}</span>
            <button type="button" onClick={undo}>
              {t('quote.toolbar.undo')}
            </button>
          </>
        ) : null}
      </span>
    </div>
  );
}
