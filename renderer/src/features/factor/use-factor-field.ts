import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Decimal } from '@shared/decimal';
import type { Message } from '@shared/i18n/catalogue';
import { parseFactor } from '@shared/lookup-input';
import { factorQuestion, type FactorQuestion, type FactorReading } from '@shared/usual-factor';
import { formatDecimalInput } from '../../format/numbers';
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
  /** Draws the field anew for each factor applied, so it shows the factor kept ("1,25" after "+25 %"). */
  key: string;
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
  const [drawn, setDrawn] = useState(0);
  const key = `${factor ?? ''}|${drawn}`;
  const element = useRef<HTMLInputElement | null>(null);
  // The field that should take the cursor when it is drawn (after Enter or an answer): drawn anew once the factor is applied.
  const focusWanted = useRef<string | null>(null);
  const setQuestion = (next: typeof asked): void => {
    askedNow.current = next;
    setAsked(next);
  };

  const commit = (value: Decimal | null, typed: string): void => {
    const shown = value === null ? '' : formatDecimalInput(value, locale);
    if (value !== factor) {
      // Drawn anew when the quote has the new factor (the key follows it): that field takes the cursor.
      if (focusWanted.current !== null) focusWanted.current = `${value ?? ''}|${drawn}`;
      onApply(value);
    } else if (typed.trim() !== shown) {
      // The same factor typed another way ("+25 %" for 1,25): shown as kept.
      setDrawn(drawn + 1);
      if (focusWanted.current !== null) focusWanted.current = `${factor ?? ''}|${drawn + 1}`;
    } else if (focusWanted.current !== null) {
      focusWanted.current = null;
      element.current?.focus();
    }
  };
  const apply = (typed: string, withCursor: boolean): void => {
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
    focusWanted.current = withCursor ? key : null;
    commit(parsed.value, typed);
  };
  const answer = (value: Decimal, typed: string): void => {
    setQuestion(null);
    focusWanted.current = key;
    commit(value, typed);
  };

  return {
    key,
    error,
    input: {
      ref: (field) => {
        element.current = field;
        if (!field || focusWanted.current !== key) return;
        focusWanted.current = null;
        const active = field.ownerDocument.activeElement;
        // Unless the person has moved on meanwhile.
        if (active === null || active === field.ownerDocument.body) field.focus();
      },
      defaultValue: factor === null ? '' : formatDecimalInput(factor, locale),
      onBlur: (event) => apply(event.target.value, false),
      onKeyDown: (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply(event.currentTarget.value, true);
      },
    },
    question: asked && {
      question: asked.question,
      onReading: (reading) => answer(reading.factor, asked.typed),
      onKeep: () => answer(asked.question.factor, asked.typed),
      onCancel: () => {
        setQuestion(null);
        element.current?.focus();
      },
    },
  };
}
