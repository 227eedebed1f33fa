import { useMemo, useState } from 'react';
import { MAX_DESCRIPTION_LENGTH } from '@shared/quote/quote-limits';
import { parseQuoteLines, readColumns, type ColumnReading, type FirstNumber, type ParsedQuoteLines } from '@shared/quote/quote-lines';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { continueSession, matchBox, placeOf, startSession, type PasteSession } from './paste-places';
import type { AddedLine, PlacedLine } from '@shared/quote/quote-model';

const NOTHING_YET: ParsedQuoteLines = { lines: [], errors: [], header: null, twoWay: [] };

/**
 * Lines pasted from a spreadsheet or an e-mail, quantities read in the regional format. Lines that
 * cannot be read are listed with the reason and kept in the box; a header line and every quantity
 * not written as plain digits are listed with how they were read. A line corrected in the box and
 * added afterwards takes its pasted place among the lines its paste added. When the quote refuses the
 * lines (it is full), everything stays as pasted. Lines that could be read two ways ("12 x 50") are asked
 * about once for the paste, both readings offered; unanswered, they stay in the box.
 */
export function PasteLines({ onAdd }: { onAdd: (lines: AddedLine[]) => PlacedLine[] | null }) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedQuoteLines>(NOTHING_YET);
  // A paste of more columns ("Art.-Nr. | Bezeichnung | Menge"): how it will be read, said before it is
  // added, and changed with the two lists below it; a new paste is read afresh.
  const guessed = useMemo(() => readColumns(text, locale), [text, locale]);
  const [chosen, setChosen] = useState<Pick<ColumnReading, 'article' | 'quantity' | 'description'> | null>(null);
  const reading = guessed === null ? null : { ...guessed, ...chosen };
  // Asked once for the paste, before it is added: in a line read two ways, is the first number the article's?
  const [firstNumber, setFirstNumber] = useState<FirstNumber | null>(null);
  const asked = useMemo(
    () => parseQuoteLines(text, locale, guessed === null ? null : { ...guessed, ...chosen }).twoWay,
    [text, locale, guessed, chosen],
  );
  const columnName = (index: number): string =>
    reading?.names[index] ? t('quote.paste.columnNamed', { number: String(index + 1), name: reading.names[index] }) : String(index + 1);
  // The paste whose refused lines are in the box: they go back to their places once corrected.
  const [session, setSession] = useState<PasteSession | null>(null);
  const add = (): void => {
    const next = parseQuoteLines(text, locale, reading, firstNumber);
    setParsed(next);
    const match = session === null ? null : matchBox(session, text);
    const lines = next.lines.map(({ artnr, quantity, line, description }) => ({
      artnr,
      quantity,
      ...(description === undefined ? {} : { description }),
      ...(session === null || match === null ? {} : { place: placeOf(session, match, line) }),
    }));
    const placed = lines.length > 0 ? onAdd(lines) : [];
    // Refused (the quote is full): everything stays as pasted.
    if (placed === null) return;
    setSession(
      next.errors.length === 0
        ? null
        : session === null || match === null
          ? startSession(next, placed)
          : continueSession(session, match, next, placed),
    );
    // Keep only the lines that were not taken, so nothing typed is lost.
    setText(next.errors.map((error) => error.input).join('\n'));
  };
  const { errors, header } = parsed;
  const readings = parsed.lines.flatMap((line) => (line.reading === undefined ? [] : [{ ...line, reading: line.reading }]));
  const shortened = parsed.lines.filter((line) => line.descriptionCut);
  // One column is read as one thing: a column chosen for one job leaves the description if it was that.
  const choose = (change: Partial<Pick<ColumnReading, 'article' | 'quantity' | 'description'>>): void => {
    if (reading === null) return;
    const next = { article: reading.article, quantity: reading.quantity, description: reading.description, ...change };
    const taken = new Set([next.article, next.quantity]);
    setChosen({ ...next, description: next.description !== null && taken.has(next.description) ? null : next.description });
  };
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
          // Emptied: what comes next is another paste.
          if (event.target.value.trim() === '') {
            setSession(null);
            setFirstNumber(null);
          }
        }}
        onPaste={(event) => {
          const box = event.currentTarget;
          // A paste over everything in the box is another paste, not a correction.
          if (box.selectionStart === 0 && box.selectionEnd === box.value.length) {
            setSession(null);
            setFirstNumber(null);
          }
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
              description: reading.description === null ? 'none' : columnName(reading.description),
              left:
                Array.from({ length: reading.count }, (_, index) => index)
                  .filter((index) => index !== reading.article && index !== reading.quantity && index !== reading.description)
                  .map(columnName)
                  .join(', ') || 'none',
            })}
          </p>
          <label htmlFor="paste-article-column">{t('quote.paste.articleColumn')}</label>
          <select id="paste-article-column" value={reading.article} onChange={(event) => choose({ article: Number(event.target.value) })}>
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
            onChange={(event) => choose({ quantity: Number(event.target.value) })}
          >
            {reading.names.map((_, index) => (
              <option key={index} value={index}>
                {columnName(index)}
              </option>
            ))}
          </select>
          <label htmlFor="paste-description-column">{t('quote.paste.descriptionColumn')}</label>
          <select
            id="paste-description-column"
            value={reading.description ?? ''}
            onChange={(event) => choose({ description: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('quote.paste.noDescription')}</option>
            {reading.names.map((_, index) =>
              index === reading.article || index === reading.quantity ? null : (
                <option key={index} value={index}>
                  {columnName(index)}
                </option>
              ),
            )}
          </select>
        </div>
      ) : null}
      {asked[0] === undefined ? null : (
        <fieldset className="paste-two-way">
          <legend>
            {t('quote.paste.twoWay', { line: String(asked[0].line), input: asked[0].input.slice(0, 40), more: asked.length - 1 })}
          </legend>
          {asked[0].readings.map((each) => (
            <label key={each.first} className="checkbox-label">
              <input
                type="radio"
                name="paste-first-number"
                checked={firstNumber === each.first}
                onChange={() => setFirstNumber(each.first)}
              />
              {t('quote.paste.twoWayReading', { quantity: each.quantity, artnr: each.artnr })}
            </label>
          ))}
        </fieldset>
      )}
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
                    reason: words.text(error.message),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div role="status">
        {header !== null || readings.length > 0 || shortened.length > 0 ? (
          <ul className="paste-notes">
            {header === null ? null : <li>{t('quote.paste.header', { line: String(header.line), input: header.input.slice(0, 40) })}</li>}
            {readings.map((line) => (
              <li key={line.line}>
                {t('quote.paste.lineRead', {
                  line: String(line.line),
                  artnr: line.artnr,
                  reading: words.text(line.reading),
                })}
              </li>
            ))}
            {shortened.map((line) => (
              <li key={`cut-${line.line}`}>
                {t('quote.paste.descriptionCut', { line: String(line.line), artnr: line.artnr, max: MAX_DESCRIPTION_LENGTH })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
