import type { Message } from '@shared/i18n/catalogue';
import { useI18n } from '../../../i18n/i18n';
import { FactorQuestion } from '../../factor/factor-question';
import type { FactorField } from '../../factor/use-factor-field';

/**
 * What a line's fields need to say, each in a row of its own under the line (the fields' columns are
 * too narrow to read it): a quantity or factor refused, and the question about an unusual factor, asked
 * before it is applied.
 */
export function LineFieldRows({
  artnr,
  colSpan,
  errors,
  factorQuestion,
}: {
  artnr: string;
  colSpan: number;
  /** Each field's explanation and the id its field is described by; null message: nothing to explain. */
  errors: readonly { id: string; message: Message | null }[];
  factorQuestion: FactorField['question'];
}) {
  const words = useI18n();
  const shown = errors.filter((error) => error.message !== null);
  return (
    <>
      {shown.length > 0 ? (
        <tr role="row" className="line-error-row" data-errors-for={artnr}>
          <td role="cell" colSpan={colSpan}>
            {shown.map((error) => (
              <p key={error.id} id={error.id} className="field-error">
                {error.message ? words.text(error.message) : null}
              </p>
            ))}
          </td>
        </tr>
      ) : null}
      {factorQuestion ? (
        <tr role="row" className="line-question-row">
          <td role="cell" colSpan={colSpan}>
            <FactorQuestion action="apply" {...factorQuestion} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
