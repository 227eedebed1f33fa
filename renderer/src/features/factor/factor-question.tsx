import { useEffect, useId, useRef } from 'react';
import { USUAL_FACTOR, type FactorQuestion as Question, type FactorReading } from '@shared/usual-factor';
import { formatDecimal, formatFactor, formatSignedPercent } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

/** What keeping the factor as typed does: look the article up with it, put it on the quote, or save the customer with it. */
type FactorQuestionAction = 'lookUp' | 'apply' | 'save';

const WORDS = {
  lookUp: { unusual: 'lookup.factorCheck.unusual', keep: 'lookup.factorCheck.keep' },
  apply: { unusual: 'quote.factorCheck.unusual', keep: 'quote.factorCheck.keep' },
  save: { unusual: 'customers.factorCheck.unusual', keep: 'customers.factorCheck.keep' },
} as const satisfies Record<FactorQuestionAction, { unusual: string; keep: string }>;

interface FactorQuestionProps {
  /** The question factorQuestion asked: its readings, in order, and the answer Enter gives. */
  question: Question;
  action: FactorQuestionAction;
  onReading: (reading: FactorReading) => void;
  onKeep: () => void;
  /** Cancel (or Escape): the caller puts the cursor back in the field, as typed. */
  onCancel: () => void;
}

/**
 * The question about a factor outside the usual range, asked where it was typed (the lookup form, the
 * quote's factor, a line's factor, a customer's markup): the readings offered, keep it as typed, cancel. The answer that
 * factorQuestion chose has the focus, so Enter never takes a multiplication above 2; Escape cancels.
 */
export function FactorQuestion({ question, action, onReading, onKeep, onCancel }: FactorQuestionProps) {
  const { t, language } = useI18n();
  const locale = useRegionalLocale();
  const labelId = useId();
  const focusedAnswer = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    focusedAnswer.current?.focus();
  }, [question]);
  const range = { min: formatDecimal(USUAL_FACTOR.min, locale), max: formatDecimal(USUAL_FACTOR.max, locale) };
  // A percentage typed is shown with the factor it makes ("3,5 (+250 %)"); a bare number as typed.
  const factor = question.typedAsPercent ? formatFactor(question.factor, locale, language) : formatDecimal(question.factor, locale);
  return (
    <div
      className="factor-check"
      role="alertdialog"
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Claimed here: Escape answers the question, and starts nothing else (no next call, no cancel of pricing).
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={labelId}>
        {question.readings.length > 0
          ? t('lookup.factorCheck.meant', { factor, ...range })
          : t(WORDS[action].unusual, { factor, ...range })}
      </p>
      {question.readings.map((reading, index) => {
        const focused = typeof question.focus === 'object' && question.focus.reading === index;
        return (
          <button
            key={`${reading.kind}-${reading.factor}`}
            type="button"
            className={focused ? 'button-primary' : undefined}
            ref={focused ? focusedAnswer : undefined}
            onClick={() => onReading(reading)}
          >
            {reading.kind === 'percent'
              ? t('lookup.factorCheck.usePercent', {
                  percent: formatSignedPercent(reading.percent, locale, language),
                  factor: formatDecimal(reading.factor, locale),
                })
              : t('lookup.factorCheck.use', { suggestion: formatDecimal(reading.factor, locale) })}
          </button>
        );
      })}
      <button
        type="button"
        className={question.focus === 'keep' ? 'button-primary' : undefined}
        ref={question.focus === 'keep' ? focusedAnswer : undefined}
        onClick={onKeep}
      >
        {t(WORDS[action].keep, { factor })}
      </button>
      <button type="button" ref={question.focus === 'cancel' ? focusedAnswer : undefined} onClick={onCancel}>
        {t('lookup.factorCheck.cancel')}
      </button>
    </div>
  );
}
