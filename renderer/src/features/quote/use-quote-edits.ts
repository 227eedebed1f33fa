import { useCallback, useState } from 'react';
import type { CountryCode } from '@shared/countries';
import type { Message } from '@shared/i18n/catalogue';
import type { QuoteChange } from '@shared/quote/quote-change';
import type { SavedQuote, SavedQuoteLine } from '@shared/quote/saved-quote';
import { addLines, addQuote, type AddedLine, type PlacedLine } from '@shared/quote/quote-model';
import { useI18n } from '../../i18n/i18n';
import { withQuoteMade } from './quote-cache';
import { useQuotes } from './quotes-context';
import { usePickedCustomer } from '../customers/picked-customer';

/** The fields of a quote a `set` command carries. */
const FIELDS = ['name', 'country', 'factor', 'priceBasis', 'letter', 'customerId', 'vat'] as const;
type SetFields = Extract<QuoteChange, { kind: 'set' }>['fields'];

/** What differs between a quote and what an edit made of it, as a `set` command's fields; null for nothing. */
function fieldsChanged(quote: SavedQuote, next: SavedQuote): SetFields | null {
  const fields: Record<string, unknown> = {};
  for (const field of FIELDS)
    if (JSON.stringify(quote[field] ?? null) !== JSON.stringify(next[field] ?? null) && next[field] !== undefined)
      fields[field] = next[field];
  return Object.keys(fields).length === 0 ? null : (fields as SetFields);
}

/**
 * The quote view's edits of the active quote (made when there is none), each a command to main: shown at
 * once by the same rule, then as main answers; a refusal (a limit, a quote being sent) shows what main keeps,
 * and `refusal` says why until the next edit. A change to a sent quote goes into a revision (main's rule).
 */
export function useQuoteEdits(defaultCountry: CountryCode, onEdit: () => void) {
  const { command, latest, undo: undoInMain } = useQuotes();
  const words = useI18n();
  // A quote made here while a customer is picked is for them.
  const picked = usePickedCustomer();
  // A message, so a switch of the UI language rewords it.
  const [refusal, setRefusal] = useState<Message | null>(null);
  const told = useCallback((sent: Promise<{ ok: true; value: { status: Message | null } } | { ok: false; message: Message }>) => {
    void sent.then((answer) => setRefusal(answer.ok ? answer.value.status : answer.message));
  }, []);
  /** The active quote as shown now; one made (and sent to main first) when there is none, or null when none can be. */
  const active = useCallback((): SavedQuote | null => {
    const current = latest();
    const open = current.quotes.find((quote) => quote.id === current.activeId);
    if (open) return open;
    const added = addQuote(current, defaultCountry, words, picked);
    if (!added.ok) {
      setRefusal(added.message);
      return null;
    }
    const made = added.quote;
    told(command(made.id, { kind: 'create', country: defaultCountry, ...(picked ? { customerId: picked.id } : {}) }, withQuoteMade(made)));
    return made;
  }, [latest, defaultCountry, words, picked, command, told]);
  /** Sends one command for the active quote, shown at once by main's rule unless it was sent (main makes the revision). */
  const send = useCallback(
    (quote: SavedQuote, change: QuoteChange): void => {
      onEdit();
      told(command(quote.id, change));
    },
    [command, onEdit, told],
  );
  const edit = useCallback(
    (changeQuote: (quote: SavedQuote) => SavedQuote): void => {
      const quote = active();
      if (quote === null) return;
      // Asked of the quote as it is shown now: a field applied again before its change shows is seen.
      const next = changeQuote(quote);
      const fields = next === quote ? null : fieldsChanged(quote, next);
      if (fields === null) return;
      send(quote, { kind: 'set', fields });
    },
    [active, send],
  );
  /** Pasted lines onto the active quote, or none of them when they do not fit: null then, and the paste stays. Answers where each went. */
  const addPasted = useCallback(
    (added: readonly AddedLine[]): PlacedLine[] | null => {
      const quote = active();
      if (quote === null) return null;
      const { issue: _issue, ...content } = quote;
      // Each new line with its id now, so main keeps the lines under the ids shown.
      const withIds = added.map((line) => ({ ...line, id: crypto.randomUUID() }));
      const withLines = addLines(content, withIds);
      if (!withLines.ok) {
        setRefusal(withLines.message);
        return null;
      }
      const lines = withIds.map(({ id, artnr, quantity, factor, description, place }) => ({
        id,
        artnr,
        quantity,
        ...(factor === undefined ? {} : { factor }),
        ...(description ? { description } : {}),
        ...(place ? { place: { after: [...place.after], before: [...place.before] } } : {}),
      }));
      send(quote, { kind: 'addLines', lines });
      return withLines.placed;
    },
    [active, send],
  );
  // Stable, so a line row re-renders only when its own data changes.
  const changeLine = useCallback(
    (id: string, lineChange: Partial<SavedQuoteLine>): void => {
      const quote = active();
      const line = quote?.lines.find((each) => each.id === id);
      // A line gone meanwhile, or one that already holds this: no command.
      if (!quote || !line || Object.entries(lineChange).every(([key, value]) => line[key as keyof SavedQuoteLine] === value)) return;
      const { artnr, quantity, factor, description } = lineChange;
      const change = {
        ...(artnr === undefined ? {} : { artnr }),
        ...(quantity === undefined ? {} : { quantity }),
        ...(factor === undefined ? {} : { factor }),
        ...(description === undefined ? {} : { description }),
      };
      send(quote, { kind: 'changeLine', lineId: id, change });
    },
    [active, send],
  );
  const removeLine = useCallback(
    (id: string): void => {
      const quote = active();
      if (!quote) return;
      send(quote, { kind: 'removeLine', lineId: id });
    },
    [active, send],
  );
  /** Main's undo of the quote's last change: exactly what it was before, a removed line back with its pricing. */
  const undo = useCallback(
    (quoteId: string): void =>
      void undoInMain(quoteId).then((said) => {
        setRefusal(said);
        onEdit();
      }),
    [undoInMain, onEdit],
  );
  return { edit, addPasted, changeLine, removeLine, undo, refusal };
}
