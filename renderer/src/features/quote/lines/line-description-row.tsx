import { memo, useId, useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import { checkDescription } from '@shared/quote/quote-limits';
import type { SavedQuoteLine } from '@shared/quote/saved-quote';
import { useI18n } from '../../../i18n/i18n';
import { StoredInput } from '../../../ui/stored-field';

/**
 * What the article is, typed or pasted, in a row of its own under its line (the article's column is
 * narrow): applied when left or on Enter; one that cannot be kept stays as typed, explained below it.
 * Not drawn again when only its line's answer arrives.
 */
export const LineDescriptionRow = memo(function LineDescriptionRow({
  line,
  readOnly,
  colSpan,
  onChangeLine,
}: {
  line: SavedQuoteLine;
  readOnly: boolean;
  /** The table's columns: the row spans them all. */
  colSpan: number;
  onChangeLine: (id: string, change: Partial<SavedQuoteLine>) => void;
}) {
  const words = useI18n();
  const { t } = words;
  // A message, so a switch of the UI language rewords it.
  const [error, setError] = useState<Message | null>(null);
  const id = useId();
  const apply = (typed: string): boolean => {
    const description = checkDescription(typed);
    setError(description.ok ? null : description.message);
    // None is no description at all, as a line without one holds it.
    if (description.ok) onChangeLine(line.id, { description: description.value === '' ? undefined : description.value });
    return description.ok;
  };
  return (
    <>
      <tr role="row" className="description-row" data-description-for={line.artnr}>
        <td role="cell" colSpan={colSpan}>
          <label htmlFor={id}>
            <span aria-hidden="true">{t('quote.lines.description')}</span>
            <span className="visually-hidden">{t('quote.lines.descriptionOf', { artnr: line.artnr })}</span>
          </label>
          <StoredInput
            id={id}
            className="input-description"
            stored={line.description ?? ''}
            onApply={apply}
            readOnly={readOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </td>
      </tr>
      {error ? (
        <tr role="row" className="line-error-row" data-errors-for={line.artnr}>
          <td role="cell" colSpan={colSpan}>
            <p id={`${id}-error`} className="field-error">
              {words.text(error)}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
});
