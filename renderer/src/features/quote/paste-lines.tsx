import { useState } from 'react';
import { parseQuoteLines, type ParsedQuoteLines } from '../../../../electron/shared/quote/quote-lines';
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
  const add = (): void => {
    const next = parseQuoteLines(text, locale);
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
        onChange={(event) => setText(event.target.value)}
        placeholder={t('quote.paste.example')}
        spellCheck={false}
      />
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
