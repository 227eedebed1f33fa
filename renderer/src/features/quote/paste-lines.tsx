import { useState } from 'react';
import { parseQuoteLines, type QuoteLineError } from '../../../../electron/shared/quote/quote-lines';
import { useI18n } from '../../i18n/i18n';

/** Lines pasted from a spreadsheet or an e-mail; lines that cannot be read are listed, not dropped. */
export function PasteLines({ onAdd }: { onAdd: (lines: { artnr: string; quantity: number }[]) => boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<QuoteLineError[]>([]);
  const add = (): void => {
    const parsed = parseQuoteLines(text);
    setErrors(parsed.errors);
    // Refused (the quote is full): everything stays as pasted.
    if (parsed.lines.length > 0 && !onAdd(parsed.lines)) return;
    // Keep only the lines that were not taken, so nothing typed is lost.
    setText(parsed.errors.map((error) => error.input).join('\n'));
  };
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
    </div>
  );
}
