import { useState } from 'react';
import type { ImportSummary } from '@shared/customer-csv';
import { useI18n } from '../../i18n/i18n';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { CustomerImportQuestions, LEAVE_OUT } from './customer-import-questions';

interface ImportPreviewProps {
  preview: ImportSummary & { fileName: string };
  importing: boolean;
  /** Imports, with the answer chosen for each question (by line): a kept customer's id, or 'new'. */
  onImport: (choices: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * What importing a file would do, before anything is kept: how each column was read, how many customers
 * are new, updated or unchanged, what changes on each updated customer, which lines could mean several
 * customers (the user chooses), and the lines not taken with their line number, name and reasons (the
 * first hundred of each listed, the rest counted).
 */
export function CustomerImportPreview({ preview, importing, onImport, onCancel }: ImportPreviewProps) {
  const { t, text } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const chosen = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== LEAVE_OUT));
  const taken = preview.added + preview.updated + Object.keys(chosen).length;
  const shown = (value: string): string => (value === '' ? t('customers.preview.empty') : value);
  const moreRejected = preview.rejectedCount - preview.rejected.length;
  const moreChanges = preview.updated - preview.changes.length;
  return (
    <section className="customer-import" aria-labelledby="customer-import-title">
      <h3 id="customer-import-title" ref={heading} tabIndex={-1}>
        {t('customers.preview.title', { file: preview.fileName })}
      </h3>
      {preview.problem !== null ? (
        <p className="error-box">{text(preview.problem)}</p>
      ) : (
        <>
          <p className="customer-import-counts">
            {t('customers.preview.counts', { added: preview.added, updated: preview.updated, unchanged: preview.unchanged })}
          </p>
          {preview.changes.length > 0 ? (
            <section className="customer-import-changes" aria-labelledby="customer-import-changes-title">
              <h4 id="customer-import-changes-title">{t('customers.preview.changesTitle', { count: preview.updated })}</h4>
              <ul>
                {preview.changes.map((customer) => (
                  <li key={customer.line}>
                    {t('customers.preview.changeLine', { line: customer.line, name: customer.name })}
                    <ul>
                      {customer.changes.map((change) => (
                        <li key={change.field}>
                          {t('customers.preview.change', {
                            field: t(`customers.field.${change.field}`),
                            before: shown(change.before),
                            after: shown(change.after),
                          })}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              {moreChanges > 0 ? <p>{t('customers.preview.moreChanges', { count: moreChanges })}</p> : null}
            </section>
          ) : null}
          <CustomerImportQuestions
            preview={preview}
            answers={answers}
            onAnswer={(line, answer) => setAnswers({ ...answers, [line]: answer })}
          />
          <table className="data-table customer-import-columns">
            <caption>{t('customers.preview.columns')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.preview.heading')}</th>
                <th scope="col">{t('customers.preview.readAs')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.columns.map((column, index) => (
                <tr key={index}>
                  <td>{column.header}</td>
                  <td>
                    {column.field !== null ? t(`customers.field.${column.field}`) : column.ignored !== null ? text(column.ignored) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.rejectedCount > 0 ? (
            <section className="customer-import-rejected" aria-labelledby="customer-import-rejected-title">
              <h4 id="customer-import-rejected-title">{t('customers.preview.rejectedTitle', { count: preview.rejectedCount })}</h4>
              <ul>
                {preview.rejected.map((line) => (
                  <li key={line.line}>
                    {t('customers.preview.rejectedLine', {
                      line: line.line,
                      name: line.name || t('customers.preview.noName'),
                      reasons: line.reasons.map((reason) => text(reason)).join(' '),
                    })}
                  </li>
                ))}
              </ul>
              {moreRejected > 0 ? <p>{t('customers.preview.moreRejected', { count: moreRejected })}</p> : null}
            </section>
          ) : null}
          {preview.overLimit > 0 ? <p>{t('customers.preview.overLimit', { count: preview.overLimit, max: preview.limit })}</p> : null}
        </>
      )}
      <div className="customer-editor-actions">
        {preview.problem === null && taken > 0 ? (
          <button type="button" className="button-primary" disabled={importing} onClick={() => onImport(chosen)}>
            {t('customers.preview.import', { count: taken })}
          </button>
        ) : preview.problem === null ? (
          <p>{t('customers.preview.nothing')}</p>
        ) : null}
        <button type="button" onClick={onCancel}>
          {t('customers.preview.cancel')}
        </button>
      </div>
    </section>
  );
}
