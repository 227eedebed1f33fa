import { useCallback, useState } from 'react';
import type { CountryCode } from '@shared/countries';
import type { Message } from '@shared/i18n/catalogue';
import type { SavedQuoteLine } from '@shared/quote/saved-quote';
import { useI18n } from '../../i18n/i18n';
import { isSent } from '@shared/quote/sent-quote';
import { addLines, ensureActive, updateQuote, type AddedLine, type PlacedLine } from '@shared/quote/quote-model';
import { changeIntoRevision } from '@shared/quote/sent-quote-model';
import { useQuotes } from './quotes-context';
import { usePickedCustomer } from '../customers/picked-customer';

/**
 * The quote view's edits of the active quote (made when there is none), each through the model: a change
 * the model refuses (a limit) saves nothing, and `refusal` says why until the next edit.
 */
export function useQuoteEdits(defaultCountry: CountryCode, onEdit: () => void) {
  const { change, undo: undoInMain } = useQuotes();
  const words = useI18n();
  // A quote made here while a customer is picked is for them.
  const picked = usePickedCustomer();
  // A message, so a switch of the UI language rewords it.
  const [refusal, setRefusal] = useState<Message | null>(null);
  const edit = useCallback(
    (changeQuote: Parameters<typeof updateQuote>[2]): void => {
      change((current) => {
        const active = ensureActive(current, defaultCountry, words, picked);
        // Asked of the quote as it is now, not as last drawn: a field applied again before its change shows is seen.
        const next = active.ok ? updateQuote(active.saved, active.quote.id, changeQuote) : null;
        // Nothing changes (a field left as it was): no edit, no quote made for it, nothing said.
        if (active.ok && next === active.saved) return current;
        // Sent while the field was typed in (its first customer copy made meanwhile): the change goes into a revision.
        const changed =
          active.ok && next !== null && isSent(active.quote) ? next.quotes.find(({ id }) => id === active.quote.id) : undefined;
        if (active.ok && changed !== undefined) {
          const revised = changeIntoRevision(active.saved, active.quote, changed);
          setRefusal(revised.ok ? revised.status : revised.message);
          if (!revised.ok) return current;
          onEdit();
          return revised.saved;
        }
        setRefusal(active.ok ? null : active.message);
        if (next === null) return current;
        onEdit();
        return next;
      });
    },
    [change, defaultCountry, words, onEdit, picked],
  );
  /**
   * Pasted lines onto the active quote, or none of them when they do not fit: null then, and the paste
   * stays. Answers which quote line each went to.
   */
  const addPasted = useCallback(
    (added: readonly AddedLine[]): PlacedLine[] | null => {
      let placed: PlacedLine[] | null = null;
      change((current) => {
        const active = ensureActive(current, defaultCountry, words, picked);
        const withLines = active.ok ? addLines(active.quote, added) : active;
        setRefusal(withLines.ok ? null : withLines.message);
        if (!active.ok || !withLines.ok) return current;
        onEdit();
        placed = withLines.placed;
        return updateQuote(active.saved, active.quote.id, () => withLines.quote);
      });
      return placed;
    },
    [change, defaultCountry, words, onEdit, picked],
  );
  // Stable, so a line row re-renders only when its own data changes.
  const changeLine = useCallback(
    (id: string, lineChange: Partial<SavedQuoteLine>): void =>
      edit((target) => {
        const changed = target.lines.find((line) => line.id === id);
        // A line gone meanwhile, or one that already holds this: the very quote, no edit.
        if (!changed || Object.entries(lineChange).every(([key, value]) => changed[key as keyof SavedQuoteLine] === value)) return target;
        return { ...target, lines: target.lines.map((line) => (line === changed ? { ...line, ...lineChange } : line)) };
      }),
    [edit],
  );
  const removeLine = useCallback(
    (id: string): void => edit((target) => ({ ...target, lines: target.lines.filter((line) => line.id !== id) })),
    [edit],
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
