import { describe, expect, it } from 'vitest';
import { cliLocale } from './cli-locale';
import { unusualFactorRefusal } from './cli-factor';

const en = cliLocale('en');
const de = cliLocale('de');
const worded = (typed: string, locale = en, insist = false): string | null => {
  const refusal = unusualFactorRefusal(typed, insist, locale);
  return refusal === null ? null : locale.words.text(refusal);
};

describe('unusualFactorRefusal', () => {
  it('names the readings of a bare number outside the usual range, percent first, and the options that give them', () => {
    expect(worded('25', de)).toBe(
      'Faktor 25 liegt außerhalb des Üblichen (0,5 bis 3): Meinten Sie +25\u00a0% (Faktor 1,25) oder 2,5? ' +
        'Geben Sie --factor "25 %" oder --factor 2,5 an, oder --factor 25 --unusual-factor, um 25 zu verwenden.',
    );
    expect(worded('25')).toBe(
      'Factor 25 is outside the usual 0.5 to 3: did you mean +25% (factor 1.25) or 2.5? ' +
        'Give --factor "25%" or --factor 2.5, or --factor 25 --unusual-factor to use 25.',
    );
    // 125: +125 % is ×2,25, and 1,25 with the point moved.
    expect(worded('125', de)).toContain(
      'Meinten Sie +125\u00a0% (Faktor 2,25) oder 1,25? Geben Sie --factor "125 %" oder --factor 1,25 an',
    );
  });

  it('offers only what lands in the range, and without a reading asks for the option alone', () => {
    expect(worded('0,05', de)).toContain('Meinten Sie +5\u00a0% (Faktor 1,05) oder 0,5? Geben Sie --factor "5 %" oder --factor 0,5 an');
    expect(worded('500')).toBe(
      'Factor 500 is outside the usual 0.5 to 3: did you mean 0.5? Give --factor 0.5, or --factor 500 --unusual-factor to use 500.',
    );
    expect(worded('400')).toBe('Factor 400 is outside the usual 0.5 to 3. Give --factor 400 --unusual-factor to use it.');
    // A percentage typed as such is only asked about: the factor it makes, and the option as given.
    expect(worded('+250 %', de)).toBe(
      'Faktor 3,5 (+250\u00a0%) liegt außerhalb des Üblichen (0,5 bis 3). Geben Sie --factor "+250 %" --unusual-factor an, um ihn zu verwenden.',
    );
    expect(worded('-60%')).toBe('Factor 0.4 (\u221260%) is outside the usual 0.5 to 3. Give --factor=-60% --unusual-factor to use it.');
  });

  it('lets a usual factor, a percentage in range, an insisted one and none pass', () => {
    for (const typed of ['1,25', '1.25', '25 %', '+25%', '-10 %', '3', '0.5']) expect(worded(typed)).toBeNull();
    expect(worded('25', en, true)).toBeNull();
    expect(unusualFactorRefusal(undefined, false, en)).toBeNull();
    // Not a factor at all: parseFactor's own message says why, elsewhere.
    expect(worded('abc')).toBeNull();
  });
});
