import type { ImportSummary } from '@shared/customer-csv';
import { useI18n } from '../../i18n/i18n';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';

interface ImportPreviewProps {
  preview: ImportSummary & { fileName: string };
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}

/**
 * What importing a file would do, before anything is kept: how each column was read, how many customers
 * are new, updated or unchanged, and every line not taken with its line number, name and reasons.
 */
export function CustomerImportPreview({ preview, importing, onImport, onCancel }: ImportPreviewProps) {
  const { t, text } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const taken = preview.added + preview.updated;
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
          {preview.rejected.length > 0 ? (
            <section className="customer-import-rejected" aria-labelledby="customer-import-rejected-title">
              <h4 id="customer-import-rejected-title">{t('customers.preview.rejectedTitle', { count: preview.rejected.length })}</h4>
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
            </section>
          ) : null}
        </>
      )}
      <div className="customer-editor-actions">
        {preview.problem === null && taken > 0 ? (
          <button type="button" className="button-primary" disabled={importing} onClick={onImport}>
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
