import { useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import type { QuoteLetter } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useRecordKey } from '../../../ui/stored-field';
import type { Checked } from './letter-checks';
import { withLetter } from './quote-letter-model';

/**
 * How the letter's fields apply what is typed, shared by its recipient and its texts: a refused text stays as
 * typed with its message; a taken one goes to main as an edit of the letter. Messages, not text: a switch of the
 * UI language rewords what is already shown. Of this quote only (its record key: the quote made by another
 * field's text is the same one, and its fields keep what they say).
 */
export function useLetterApply<Field extends string>(
  quoteId: string | null,
  onEdit: (change: (quote: SavedQuote) => SavedQuote) => void,
): {
  /** This quote's record key: fields drawn anew for another quote. */
  generation: number;
  refused: Partial<Record<Field, Message>>;
  /** False when what was typed is refused: it stays as typed, explained. */
  apply: <T>(field: Field, checked: Checked<T>, change: (letter: QuoteLetter | undefined, value: T) => QuoteLetter) => boolean;
} {
  const [errors, setErrors] = useState<{ generation: number; byField: Partial<Record<Field, Message>> }>({
    generation: 0,
    byField: {},
  });
  const generation = useRecordKey(quoteId);
  const refused = errors.generation === generation ? errors.byField : {};
  const apply = <T>(field: Field, checked: Checked<T>, change: (letter: QuoteLetter | undefined, value: T) => QuoteLetter): boolean => {
    setErrors({ generation, byField: { ...refused, [field]: checked.ok ? undefined : checked.message } });
    if (!checked.ok) return false;
    const value = checked.value;
    // Leaving a field unchanged is no edit (withLetter): nothing to save, and a re-check's comparison stays.
    onEdit((target) => withLetter(target, change(target.letter, value)));
    return true;
  };
  return { generation, refused, apply };
}
