import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, isSuggestedFileName, suggestedFileName } from './file-name';

describe('suggestedFileName', () => {
  it('keeps a German name as it is written', () => {
    expect(suggestedFileName('Camping Müller & Söhne', 'pdf', 'Angebot')).toBe('Camping Müller & Söhne.pdf');
  });

  it('replaces what Windows or macOS refuse, and never names a device', () => {
    expect(suggestedFileName('A/B: "C"?*<>|\\x', 'csv', 'Quote')).toBe('A_B_ _C_______x.csv');
    expect(suggestedFileName('CON', 'pdf', 'Quote')).toBe('_CON.pdf');
    expect(suggestedFileName('lpt1.backup', 'pdf', 'Quote')).toBe('_lpt1.backup.pdf');
    expect(suggestedFileName('Quote. . ', 'pdf', 'Quote')).toBe('Quote.pdf');
    expect(suggestedFileName('   ', 'pdf', 'Angebot')).toBe('Angebot.pdf');
  });
});

describe('suggestedFileName, for any name', () => {
  test.prop([fc.string({ maxLength: 300, unit: 'grapheme' }), fc.constantFrom('pdf' as const, 'csv' as const)], { seed: 20261125 })(
    'makes a name main accepts: allowed characters only, no device name, no trailing dot or space, bounded',
    (name, extension) => {
      const made = suggestedFileName(name, extension, 'Quote');
      expect(isSuggestedFileName(made, extension)).toBe(true);
      expect([...made.slice(0, -4)].length).toBeLessThanOrEqual(FILE_NAME_MAX + 1);
    },
  );
});
