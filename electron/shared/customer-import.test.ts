import { describe, expect, it } from 'vitest';
import { blankCustomer, type Customer } from './customer';
import { mergeAddress, townLineOf } from './customer-address';
import { previewCustomerImport, summariseImport, SHOWN } from './customer-csv';
import { exportCustomersCsv } from './customer-csv-export';
import { englishText } from './i18n/translator';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const kept = (name: string, extra: Partial<Customer> = {}): Customer => ({ ...blankCustomer(name), id: `id-${name}`, ...extra });
const prien = kept('Camping Müller', { number: 'K-1', address: ['Seestraße 12', 'Haus B', '83209 Prien'], note: 'ruft vormittags an' });

describe('a re-import changes only what the file has columns for', () => {
  it('a file with only postcode and town changes the town line, and keeps the street and the house', () => {
    const preview = previewCustomerImport(utf8('Kundennr.;Firma;PLZ;Ort\nK-1;Camping Müller;83209;Prien am Chiemsee\n'), [prien]);
    expect(preview.updated).toEqual([{ ...prien, address: ['Seestraße 12', 'Haus B', '83209 Prien am Chiemsee'] }]);
    expect(preview.changes).toEqual([
      {
        line: 2,
        id: prien.id,
        name: 'Camping Müller',
        changes: [
          { field: 'address', before: 'Seestraße 12, Haus B, 83209 Prien', after: 'Seestraße 12, Haus B, 83209 Prien am Chiemsee' },
        ],
      },
    ]);
    // The same postcode and town: nothing to change, and the address stays whole.
    const same = previewCustomerImport(utf8('Kundennr.;Firma;PLZ;Ort\nK-1;Camping Müller;83209;Prien\n'), [prien]);
    expect([same.updated, same.unchanged]).toEqual([[], 1]);
  });

  it('each of street, house, postcode and town is its own column', () => {
    const only = (header: string, cell: string): string[] =>
      previewCustomerImport(utf8(`Kundennr.;Firma;${header}\nK-1;Camping Müller;${cell}\n`), [prien]).updated[0]?.address ?? prien.address;
    expect(only('PLZ', '83210')).toEqual(['Seestraße 12', 'Haus B', '83210 Prien']);
    expect(only('Ort', 'Rimsting')).toEqual(['Seestraße 12', 'Haus B', '83209 Rimsting']);
    expect(only('Straße', 'Seestraße 14')).toEqual(['Seestraße 14', 'Haus B', '83209 Prien']);
    expect(only('Straße;Adresszusatz;PLZ;Ort', 'Seeweg 1;;83209;Prien')).toEqual(['Seeweg 1', '83209 Prien']);
    // The address in one column is the whole address, replaced only because that column is there.
    expect(only('Anschrift', '"Am Hafen 3\n83209 Prien"')).toEqual(['Am Hafen 3', '83209 Prien']);
    expect(only('E-Mail', 'info@mueller.example')).toEqual(prien.address);
  });

  it('street or house columns without postcode and town keep the kept town line (a customer of two lines, or of its town alone)', () => {
    const only = (customer: Customer, header: string, cell: string): string[] =>
      previewCustomerImport(utf8(`Kundennr.;Firma;${header}\nK-1;Camping Müller;${cell}\n`), [customer]).updated[0]?.address ??
      customer.address;
    const twoLines = { ...prien, address: ['Seestraße 12', '83209 Prien'] };
    const townAlone = { ...prien, address: ['83209 Prien'] };
    // Before, the house went where the town line was, and a street over a town alone replaced the town.
    expect(only(twoLines, 'Adresszusatz', 'Haus C')).toEqual(['Seestraße 12', 'Haus C', '83209 Prien']);
    expect(only(townAlone, 'Straße', 'Seestraße 14')).toEqual(['Seestraße 14', '83209 Prien']);
    expect(only(twoLines, 'Straße;Adresszusatz', 'Seeweg 1;Haus C')).toEqual(['Seeweg 1', 'Haus C', '83209 Prien']);
    expect(only(twoLines, 'Street', 'Seeweg 1')).toEqual(['Seeweg 1', '83209 Prien']);
    // Lines that give a town line of their own are the whole address: the kept one is not added below it.
    expect(only(twoLines, 'Adresse 1;Adresse 2', 'Seeweg 1;83210 Rimsting')).toEqual(['Seeweg 1', '83210 Rimsting']);
    // All four line columns (as the export writes them): each its line, a cleared one cleared.
    expect(only(twoLines, 'Adresse 1;Adresse 2;Adresse 3;Adresse 4', 'Seestraße 12;;;')).toEqual(['Seestraße 12']);
  });

  it("address lines that end in a town line beside PLZ and Ort give one town line, the columns' (before, both were kept)", () => {
    const only = (header: string, cell: string): string[] =>
      previewCustomerImport(utf8(`Kundennr.;Firma;${header}\nK-1;Camping Müller;${cell}\n`), [prien]).updated[0]?.address ?? prien.address;
    expect(only('Anschrift;PLZ;Ort', '"Am Hafen 3\n83209 Prien";83210;Rimsting')).toEqual(['Am Hafen 3', '83210 Rimsting']);
    expect(only('Straße;Adresse 2;Ort', 'Seeweg 1;83209 Prien;Prien am Chiemsee')).toEqual(['Seeweg 1', '83209 Prien am Chiemsee']);
    expect(only('Street;Postcode;Town', '1234 Main Street;83209;Prien')).toEqual(['1234 Main Street', 'Haus B', '83209 Prien']);
  });

  it('an address without a town line gets one from postcode and town; one kept without a postcode first keeps its lines', () => {
    expect(mergeAddress(['Seestraße 12'], { lines: [], postcode: '83209', town: 'Prien' })).toEqual(['Seestraße 12', '83209 Prien']);
    expect(townLineOf(['1 High St', 'Leeds'])).toEqual({ street: ['1 High St', 'Leeds'], postcode: '', town: '' });
    expect(townLineOf(['Rue 1', 'F-75001 Paris'])).toEqual({ street: ['Rue 1'], postcode: 'F-75001', town: 'Paris' });
  });

  it('a line that ends before a column (trailing empty cells left off) keeps that field; an empty cell clears it', () => {
    const file = 'Kundennr.;Firma;PLZ;Ort;Notiz\nK-1;Camping Müller;83210\n';
    // Before, the cells the line did not have were read as empty: the town and the note went.
    expect(previewCustomerImport(utf8(file), [prien]).updated).toEqual([{ ...prien, address: ['Seestraße 12', 'Haus B', '83210 Prien'] }]);
    const emptied = previewCustomerImport(utf8('Kundennr.;Firma;PLZ;Ort;Notiz\nK-1;Camping Müller;83210;;\n'), [prien]).updated;
    expect(emptied).toEqual([{ ...prien, address: ['Seestraße 12', 'Haus B', '83210'], note: '' }]);
  });

  it('never touches the customers the file does not name, and keeps every field it has no column for', () => {
    const other = kept('Freizeit Schulz', { number: 'K-2', address: ['Hauptstraße 1', '89073 Ulm'] });
    const preview = previewCustomerImport(utf8('Kundennr.;Firma;Ort\nK-1;Camping Müller;Prien\n'), [prien, other]);
    expect(preview.updated).toEqual([]);
    expect(preview.unchanged).toBe(1);
  });
});

describe('which kept customer a line means', () => {
  const twins = [
    kept('Freizeit Schulz', { id: 'a', address: ['Hauptstraße 1', '89073 Ulm'] }),
    kept('Freizeit Schulz', { id: 'b', address: ['Hauptstraße 1', '89073 Ulm'] }),
    kept('Freizeit Schulz', { id: 'c', address: ['Markt 2', '80331 München'] }),
  ];

  it('by name and postcode when the line has no number or id: one found is updated, several are a question', () => {
    const one = previewCustomerImport(utf8('Name;PLZ;Telefon\nFreizeit Schulz;80331;089 1\n'), twins);
    expect(one.updated).toEqual([{ ...twins[2], phone: '089 1' }]);
    const two = previewCustomerImport(utf8('Name;PLZ;Telefon\nfreizeit  schulz;89073;0731 1\n'), twins);
    expect([two.added, two.updated, two.questionCount]).toEqual([[], [], 1]);
    expect(two.questions[0]).toMatchObject({ line: 2, name: 'freizeit  schulz', candidates: [{ id: 'a' }, { id: 'b' }] });
    // The answer decides: a candidate is updated, or the line is added as a customer of its own.
    const chosen = previewCustomerImport(utf8('Name;PLZ;Telefon\nFreizeit Schulz;89073;0731 1\n'), twins, undefined, { 2: 'b' });
    expect(chosen.updated).toEqual([{ ...twins[1], phone: '0731 1' }]);
    const added = previewCustomerImport(utf8('Name;PLZ;Telefon\nFreizeit Schulz;89073;0731 1\n'), twins, undefined, { 2: 'new' });
    expect(added.added.map((each) => each.phone)).toEqual(['0731 1']);
  });

  it('by the id the export writes, before name and postcode; a number another customer has is refused', () => {
    const exported = new TextDecoder().decode(exportCustomersCsv(twins, 'en'));
    const edited = exported.replace('Freizeit Schulz;;;;;Hauptstraße 1;89073 Ulm', 'Freizeit Schulz;;;;0731 2;Hauptstraße 1;89073 Ulm');
    const preview = previewCustomerImport(utf8(edited), twins);
    expect(preview.updated).toEqual([{ ...twins[0], phone: '0731 2' }]);
    expect([preview.added.length, preview.unchanged, preview.questionCount]).toEqual([0, 2, 0]);
    const numbered = [...twins, kept('Camping Müller', { number: 'K-1' })];
    const taken = previewCustomerImport(utf8('Customer number;Name;App ID\nK-1;Freizeit Schulz;a\n'), numbered);
    expect(taken.rejected.map((line) => line.reasons.map(englishText))).toEqual([
      ['The customer number K-1 belongs to Camping Müller, but the line’s App ID names another customer.'],
    ]);
  });

  it('a number the list does not have is a new customer, not one of the same name without a number', () => {
    const preview = previewCustomerImport(utf8('Nr;Name;PLZ\nK-9;Freizeit Schulz;80331\n'), twins);
    expect(preview.updated).toEqual([{ ...twins[2], number: 'K-9' }]);
    const numbered = [kept('Freizeit Schulz', { number: 'K-8', address: ['80331 München'] })];
    expect(previewCustomerImport(utf8('Nr;Name;PLZ\nK-9;Freizeit Schulz;80331\n'), numbered).added).toHaveLength(1);
  });

  it('two lines of the file for one kept customer: the second is refused, naming the first', () => {
    const preview = previewCustomerImport(utf8('Name;PLZ;Telefon\nFreizeit Schulz;80331;1\nFreizeit Schulz;80331;2\n'), twins);
    expect(preview.rejected.map((line) => [line.line, ...line.reasons.map(englishText)])).toEqual([
      [3, 'Line 2 of the file already changes this customer.'],
    ]);
  });
});

describe('a large file', () => {
  it('lists the first problems and counts the rest; the lines beyond the list’s limit are one count', () => {
    const rows = Array.from({ length: 300 }, (_, index) => `K-${index};${index % 2 === 0 ? '' : `Kunde ${index}`}`);
    const preview = previewCustomerImport(utf8(`Nr;Name\n${rows.join('\n')}\n`), [], 100);
    expect([preview.rejected.length, preview.rejectedCount, preview.added.length, preview.overLimit]).toEqual([SHOWN, 150, 100, 50]);
    const summary = summariseImport(preview);
    expect(JSON.stringify(summary).length).toBeLessThan(40_000);
    const wide = summariseImport(previewCustomerImport(utf8(`Name${';x'.repeat(50_000)}\nA\n`), []));
    expect(wide.columns).toHaveLength(SHOWN);
  });
});
