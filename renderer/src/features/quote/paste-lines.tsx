import { useMemo, useState } from 'react';
import { parseQuoteLines, readColumns, type ColumnReading, type ParsedQuoteLines } from '../../../../electron/shared/quote/quote-lines';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

const NOTHING_YET: ParsedQuoteLines = { lines: [], errors: [], header: null };

/**
 * Lines pasted from a spreadsheet or an e-mail, quantities read in the regional format. Lines that
 * cannot be read are listed with the reason and kept in the box; a header line and every quantity
 * not written as plain digits are listed with how they were read. When the quote refuses the lines
 * (it is full), everything stays as pasted.
 */
export function PasteLines({ onAdd }: { onAdd: (lines: { artnr: string; quantity: number }[]) => boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const locale = useRegionalLocale();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedQuoteLines>(NOTHING_YET);
  // A paste of more columns ("Art.-Nr. | Bezeichnung | Menge"): how it will be read, said before it is
  // added, and changed with the two lists below it; a new paste is read afresh.
  const guessed = useMemo(() => readColumns(text, locale), [text, locale]);
  const [chosen, setChosen] = useState<Pick<ColumnReading, 'article' | 'quantity'> | null>(null);
  const reading = guessed === null ? null : { ...guessed, ...chosen };
  const columnName = (index: number): string =>
    reading?.names[index] ? t('quote.paste.columnNamed', { number: String(index + 1), name: reading.names[index] }) : String(index + 1);
  const add = (): void => {
    const next = parseQuoteLines(text, locale, reading);
    setParsed(next);
    // Refused (the quote is full): everything stays as pasted.
    if (next.lines.length > 0 && !onAdd(next.lines)) return;
    // Keep only the lines that were not taken, so nothing typed is lost.
    setText(next.errors.map((error) => error.input).join('\n'));
  };
  const { errors, header } = parsed;
  const readings = parsed.lines.flatMap((line) => (line.reading === undefined ? [] : [{ ...line, reading: line.reading }]));
  return (
    <div className="paste-lines">
      <label htmlFor="paste-lines">{t('quote.paste.label')}</label>
      <textarea
        id="paste-lines"
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
        }}
        placeholder={t('quote.paste.example')}
        spellCheck={false}
      />
      {reading ? (
        <div className="paste-columns">
          <p>
            {t('quote.paste.columns', {
              article: columnName(reading.article),
              quantity: columnName(reading.quantity),
              left:
                Array.from({ length: reading.count }, (_, index) => index)
                  .filter((index) => index !== reading.article && index !== reading.quantity)
                  .map(columnName)
                  .join(', ') || 'none',
            })}
          </p>
          <label htmlFor="paste-article-column">{t('quote.paste.articleColumn')}</label>
          <select
            id="paste-article-column"
            value={reading.article}
            onChange={(event) => setChosen({ article: Number(event.target.value), quantity: reading.quantity })}
          >
            {reading.names.map((_, index) => (
              <option key={index} value={index}>
                {columnName(index)}
              </option>
            ))}
          </select>
          <label htmlFor="paste-quantity-column">{t('quote.paste.quantityColumn')}</label>
          <select
            id="paste-quantity-column"
            value={reading.quantity}
            onChange={(event) => setChosen({ article: reading.article, quantity: Number(event.target.value) })}
          >
            {reading.names.map((_, index) => (
              <option key={index} value={index}>
                {columnName(index)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="button" onClick={add} disabled={text.trim() === ''}>
        {t('quote.paste.add')}
      </button>
      {/* Always there, so the list is announced when it appears. */}
      <div role="alert">
        {errors.length > 0 ? (
          <div className="error-box">
            <p className="error-title">{t('quote.paste.notAdded', { count: errors.length })}</p>
            <ul>
              {errors.map((error) => (
                <li key={`${error.line}-${error.input}`}>
                  {t('quote.paste.lineError', {
                    line: String(error.line),
                    input: error.input.slice(0, 40),
                    reason: i18n.text(error.message),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div role="status">
        {header !== null || readings.length > 0 ? (
          <ul className="paste-notes">
            {header === null ? null : <li>{t('quote.paste.header', { line: String(header.line), input: header.input.slice(0, 40) })}</li>}
            {readings.map((line) => (
              <li key={line.line}>
                {t('quote.paste.lineRead', {
                  line: String(line.line),
                  artnr: line.artnr,
                  reading: i18n.text(line.reading),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
