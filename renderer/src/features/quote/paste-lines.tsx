import { useState } from 'react';
import { parseQuoteLines, type QuoteLineError } from '../../../../electron/shared/quote/quote-lines';

/** Lines pasted from a spreadsheet or an e-mail; lines that cannot be read are listed, not dropped. */
export function PasteLines({ onAdd }: { onAdd: (lines: { artnr: string; quantity: number }[]) => void }) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<QuoteLineError[]>([]);
  const add = (): void => {
    const parsed = parseQuoteLines(text);
    setErrors(parsed.errors);
    if (parsed.lines.length > 0) onAdd(parsed.lines);
    // Keep only the lines that were not taken, so nothing typed is lost.
    setText(parsed.errors.map((error) => error.input).join('\n'));
  };
  return (
    <div className="paste-lines">
      <label htmlFor="paste-lines">Paste lines</label>
      <textarea
        id="paste-lines"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'900155\t2\n100234;1\n31245,10'}
        spellCheck={false}
      />
      <button type="button" onClick={add} disabled={text.trim() === ''}>
        Add lines
      </button>
      {/* Always there, so the list is announced when it appears. */}
      <div role="alert">
        {errors.length > 0 ? (
          <div className="error-box">
            <p className="error-title">{errors.length === 1 ? '1 line was not added' : `${errors.length} lines were not added`}</p>
            <ul>
              {errors.map((error) => (
                <li key={`${error.line}-${error.input}`}>
                  Line {error.line} ({error.input.slice(0, 40)}): {error.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
