import type { ImportSummary } from '@shared/customer-csv';
import { useI18n } from '../../i18n/i18n';

/** The answer that leaves a line out (the answer until the user chooses). */
export const LEAVE_OUT = '';

interface QuestionsProps {
  preview: Pick<ImportSummary, 'questions' | 'questionCount'>;
  /** The answer chosen so far, by line: a kept customer's id, 'new', or LEAVE_OUT. */
  answers: Readonly<Record<string, string>>;
  onAnswer: (line: number, answer: string) => void;
}

/**
 * The lines that could mean several kept customers (same name and postcode, no number or id to tell), each
 * a group of choices: update one of them, add the line as a new customer, or leave it out (the default).
 */
export function CustomerImportQuestions({ preview, answers, onAnswer }: QuestionsProps) {
  const { t } = useI18n();
  if (preview.questionCount === 0) return null;
  const more = preview.questionCount - preview.questions.length;
  return (
    <section className="customer-import-questions" aria-labelledby="customer-import-questions-title">
      <h4 id="customer-import-questions-title">{t('customers.preview.questionsTitle', { count: preview.questionCount })}</h4>
      {preview.questions.map((question) => {
        const answer = answers[question.line] ?? LEAVE_OUT;
        const option = (value: string, label: string) => (
          <label key={value}>
            <input
              type="radio"
              name={`import-line-${question.line}`}
              checked={answer === value}
              onChange={() => onAnswer(question.line, value)}
            />
            {label}
          </label>
        );
        return (
          <fieldset key={question.line}>
            <legend>{t('customers.preview.question', { line: question.line, name: question.name })}</legend>
            {question.candidates.map((candidate, index) =>
              option(
                candidate.id,
                t('customers.preview.candidate', {
                  index: index + 1,
                  customer: [candidate.name, candidate.number, candidate.address.join(', ')].filter((part) => part !== '').join(' · '),
                }),
              ),
            )}
            {option('new', t('customers.preview.asNew'))}
            {option(LEAVE_OUT, t('customers.preview.leaveOut'))}
          </fieldset>
        );
      })}
      {more > 0 ? <p>{t('customers.preview.moreQuestions', { count: more })}</p> : null}
    </section>
  );
}
