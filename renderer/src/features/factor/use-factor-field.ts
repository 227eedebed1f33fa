import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Decimal } from '@shared/decimal';
import type { Message } from '@shared/i18n/catalogue';
import { parseFactor } from '@shared/lookup-input';
import { factorQuestion, type FactorQuestion, type FactorReading } from '@shared/usual-factor';
import { formatDecimalInput } from '../../format/numbers';
import { useStoredField } from '../../ui/stored-field';
import { useRegionalLocale } from '../../format/regional-locale';

interface FactorFieldOptions {
  /** The factor in force (the quote's or the line's), as kept: a decimal, never percent text. */
  factor: Decimal | null;
  /** A sent quote: shown, never applied or asked about. */
  readOnly: boolean;
  onApply: (factor: Decimal | null) => void;
}

/** A factor field on the quote, applied on leaving it or with Enter, and asked about when unusual. */
export interface FactorField {
  /** A factor that cannot be read: it stays as typed, explained with this. */
  error: Message | null;
  input: {
    ref: (element: HTMLInputElement | null) => void;
    defaultValue: string;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** The question open about what was typed (for FactorQuestion), or null: until answered, nothing is applied. */
  question: { question: FactorQuestion; onReading: (reading: FactorReading) => void; onKeep: () => void; onCancel: () => void } | null;
}

/**
 * The rule of a factor typed on the quote, the same as the lookup form's: parseFactor reads it (`1,25`,
 * `25 %`), a factor outside the usual range is asked about with factorQuestion before it is applied,
 * cancel leaves the field as typed with the cursor in it. What is applied is the decimal factor.
 */
export function useFactorField({ factor, readOnly, onApply }: FactorFieldOptions): FactorField {
  const locale = useRegionalLocale();
  const [error, setError] = useState<Message | null>(null);
  const [asked, setAsked] = useState<{ typed: string; question: FactorQuestion } | null>(null);
  // Read by the blur that the question itself causes when it takes the focus (the state may lag behind).
  const askedNow = useRef(asked);
  // Shows the factor kept ("1,25" after "+25 %"), and never replaces what was typed after it.
  const field = useStoredField<HTMLInputElement>(factor === null ? '' : formatDecimalInput(factor, locale));
  const setQuestion = (next: typeof asked): void => {
    askedNow.current = next;
    setAsked(next);
  };

  const commit = (value: Decimal | null, typed: string): void => {
    field.applied(typed);
    // The same factor typed another way ("+25 %" for 1,25): shown as kept.
    if (value === factor) field.show();
    // Applied all the same: the quote may hold another factor by now (a change not drawn yet); the edit asks it.
    onApply(value);
  };
  const apply = (typed: string): void => {
    if (readOnly) return;
    // Asked already about this very text: the question stays until answered.
    if (askedNow.current?.typed === typed) return;
    const parsed = parseFactor(typed);
    setError(parsed.ok ? null : parsed.message);
    setQuestion(null);
    if (!parsed.ok) return;
    const question = parsed.value === null || parsed.value === factor ? null : factorQuestion(parsed.value, parsed.percent);
    if (question) {
      setQuestion({ typed, question });
      return;
    }
    commit(parsed.value, typed);
  };
  const answer = (value: Decimal, typed: string): void => {
    setQuestion(null);
    commit(value, typed);
    // The question had the cursor: it goes back to the field.
    field.focus();
  };

  return {
    error,
    input: {
      ref: field.ref,
      defaultValue: field.defaultValue,
      onBlur: (event) => apply(event.target.value),
      onKeyDown: (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply(event.currentTarget.value);
      },
    },
    question: asked && {
      question: asked.question,
      onReading: (reading) => answer(reading.factor, asked.typed),
      onKeep: () => answer(asked.question.factor, asked.typed),
      onCancel: () => {
        setQuestion(null);
        field.focus();
      },
    },
  };
}
