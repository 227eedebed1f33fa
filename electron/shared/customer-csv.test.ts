import { describe, expect, it } from 'vitest';
import { blankCustomer, type Customer } from './customer';
import { previewCustomerImport } from './customer-csv';
import { exportCustomersCsv } from './customer-csv-export';
import { englishText } from './i18n/translator';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
/** Windows-1252 bytes of text made of Latin-1 letters and the euro sign. */
const cp1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));
const reasonsOf = (bytes: Uint8Array, kept: Customer[] = [], max?: number): string[][] =>
  previewCustomerImport(bytes, kept, max).rejected.map((line) => [String(line.line), ...line.reasons.map(englishText)]);

const kept = (name: string, extra: Partial<Customer> = {}): Customer => ({ ...blankCustomer(name), id: `id-${name}`, ...extra });

describe('reading a customer CSV', () => {
  it('reads a German Excel file: semicolons, Windows-1252, German headings, PLZ and Ort as the last address line', () => {
    const file = cp1252(
      'Kundennr.;Firma;Anrede;Ansprechpartner;E-Mail;Telefon;Straße;PLZ;Ort;Land;Aufschlag;Sprache;Netto/Brutto;Umsatzsteuer;USt-IdNr.;Bemerkung\r\n' +
        'K-1;Camping Müller;Frau;Petra Weiß;info@mueller.example;07351 123;Seestraße 4;88400;Biberach;Deutschland;25 %;Deutsch;netto;Inland;;Mindestbestellwert 50 €\r\n',
    );
    const preview = previewCustomerImport(file, []);
    expect(preview.encoding).toBe('windows-1252');
    expect(preview.delimiter).toBe(';');
    expect(preview.rejected).toEqual([]);
    expect(preview.added).toEqual([
      {
        number: 'K-1',
        name: 'Camping Müller',
        contact: 'Petra Weiß',
        formOfAddress: 'ms',
        email: 'info@mueller.example',
        phone: '07351 123',
        address: ['Seestraße 4', '88400 Biberach'],
        country: 'de',
        markup: '1.25',
        documentLanguage: 'de',
        priceBasis: 'net',
        vatTreatment: 'domestic',
        vatId: '',
        note: 'Mindestbestellwert 50 €',
      },
    ]);
  });

  it('reads UTF-8 with a BOM and commas, English headings, quoted cells holding commas, line breaks and quotes', () => {
    const file = utf8(
      '\uFEFFCustomer number,Name,Address 1,Country,Markup,Note\n7,"Smith, ""Camper"" Ltd","1 High St\nLeeds",Österreich,"1,5","two\nlines"\n',
    );
    const preview = previewCustomerImport(file, []);
    expect(preview.encoding).toBe('utf-8-bom');
    expect(preview.delimiter).toBe(',');
    expect(preview.added.map(({ name, address, country, markup, note }) => ({ name, address, country, markup, note }))).toEqual([
      { name: 'Smith, "Camper" Ltd', address: ['1 High St', 'Leeds'], country: 'at', markup: '1.5', note: 'two\nlines' },
    ]);
  });

  it('reads tabs, and UTF-8 without a BOM', () => {
    const preview = previewCustomerImport(utf8('Name\tLand\nCamping Å\tse\n'), []);
    expect(preview).toMatchObject({ encoding: 'utf-8', delimiter: '\t', added: [{ name: 'Camping Å', country: 'se' }] });
  });

  it("follows Excel's sep= line, and passes over lines of only delimiters", () => {
    const preview = previewCustomerImport(utf8('sep=,\r\nName,Ort\r\nA,Ulm;Süd\r\n,\r\n,,\r\n'), []);
    expect(preview).toMatchObject({ delimiter: ',', rejected: [], added: [{ name: 'A', address: ['Ulm;Süd'] }] });
  });

  it('takes every C0 and C1 control character but tab out of each cell (an ESC in a name would reach a terminal)', () => {
    const file = utf8(
      'Name;Ansprechpartner;Notiz;Straße\r\nCamping\u001b[31m Müller\u009b;Frau\u0000 Weiß;"Zeile 1\r\nZeile\u0007 2";See\u0085straße 4\r\n',
    );
    const preview = previewCustomerImport(file, []);
    expect(preview.rejected).toEqual([]);
    expect(preview.added.map(({ name, contact, note, address }) => ({ name, contact, note, address }))).toEqual([
      { name: 'Camping[31m Müller', contact: 'Frau Weiß', note: 'Zeile 1\nZeile 2', address: ['Seestraße 4'] },
    ]);
  });

  it('says how each column was read, and which it left aside', () => {
    const preview = previewCustomerImport(utf8('Name;Umsatz;Firma;Ort\nA;1;B;Ulm\n'), []);
    expect(preview.columns.map((column) => [column.header, column.field, column.ignored && englishText(column.ignored)])).toEqual([
      ['Name', 'name', null],
      ['Umsatz', null, 'not read: the heading names no customer field'],
      ['Firma', null, 'not read: the column “Name” before it is read for the same field'],
      ['Ort', 'town', null],
    ]);
  });

  it('lists every line not taken with its reasons, and takes the others', () => {
    const file = utf8(
      [
        'Nr;Name;Land;Faktor;E-Mail;Sprache;Netto/Brutto;Anrede',
        '1;;de;;;;;',
        '2;Bad Country;Atlantis;;;;;',
        '3;Bad Markup;de;abc;;;;',
        '4;Percent Without Sign;de;25;;;;',
        '5;Bad Mail;de;;not-an-address;;;',
        '6;Bad Language;de;;;fr;;',
        '7;Bad Basis;de;;;;half;',
        '8;Fine;de;1,1;a@b.example;en;gross;Firma',
        '8;Same Number;de;;;;;',
        '9;Too Many;de;;;;;;extra',
        '10;Bad Form;de;;;;;Sehr geehrte',
      ].join('\n'),
    );
    expect(reasonsOf(file)).toEqual([
      ['2', 'The name is missing.'],
      ['3', '“Atlantis” is not a country prices can be looked up for.'],
      ['4', '“abc” is not a factor or a markup in percent.'],
      ['5', 'The markup “25” is outside the usual factors (0.5 to 3). Write a markup in percent with “%” (25%), or the factor (1.25).'],
      ['6', '“not-an-address” is not an e-mail address.'],
      ['7', '“fr” is not a document language (de or en).'],
      ['8', '“half” says neither net nor gross.'],
      ['10', 'The customer number 8 is already on line 9 of the file.'],
      ['11', 'The line has 1 cell more than the first line has columns.'],
      ['12', '“Sehr geehrte” is no form of address: Mr or Ms (Herr or Frau), or empty.'],
    ]);
    expect(previewCustomerImport(file, []).added.map((each) => each.name)).toEqual(['Fine']);
  });

  it('updates a kept customer with the same number from the columns the file has, keeping the rest; an unchanged one is counted', () => {
    const mine = kept('Camping Müller', { number: 'K-1', note: 'ruft vormittags an', country: 'de' });
    const same = kept('Same', { number: 'K-2', country: 'at' });
    const preview = previewCustomerImport(utf8('Kundennummer;Name;Land\nk-1;Camping Müller GmbH;de\nK-2;Same;AT\nK-3;New;\n'), [
      mine,
      same,
    ]);
    expect(preview.updated).toEqual([{ ...mine, name: 'Camping Müller GmbH', number: 'k-1' }]);
    expect(preview.unchanged).toBe(1);
    expect(preview.added.map((each) => each.name)).toEqual(['New']);
  });

  it('takes no more customers than the limit, updates still; the lines beyond it are counted, not listed one by one', () => {
    const file = utf8('Nr;Name\n1;One updated\n2;Two\n3;Three\n4;Four\n');
    const preview = previewCustomerImport(file, [kept('One', { number: '1' })], 2);
    expect(preview.updated.map((each) => each.name)).toEqual(['One updated']);
    expect(preview.added.map((each) => each.name)).toEqual(['Two']);
    expect([preview.overLimit, preview.rejected, preview.rejectedCount]).toEqual([2, [], 0]);
  });

  it('says why nothing can be taken from an empty file, one without a name column, and a quote never closed', () => {
    expect(englishText(previewCustomerImport(new Uint8Array(), []).problem ?? { key: 'customers.import.empty' })).toBe(
      'The file is empty.',
    );
    expect(previewCustomerImport(utf8('Land;Ort\nde;Ulm\n'), []).problem?.key).toBe('customers.import.noNameColumn');
    expect(reasonsOf(utf8('Name;Ort\nA;Ulm\n"B;Ulm\nC;Ulm\n'))).toEqual([
      ['3', 'A quotation mark opened on this line is never closed: the rest of the file was read as one cell.'],
    ]);
  });
});

describe('exporting customers', () => {
  const camping = kept('Camping Müller', {
    number: 'K-1',
    phone: '+49 7351 123',
    address: ['Seestraße 4', '88400 Biberach'],
    country: 'de',
    markup: '1.25',
    documentLanguage: 'de',
    priceBasis: 'gross',
    note: '=HYPERLINK("x")',
  });

  it('writes semicolons, UTF-8 with a BOM and headings in the user language, a formula start neutralised', () => {
    const bytes = exportCustomersCsv([camping], 'de');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(
      'Kundennummer;Name;Ansprechpartner;Anrede;E-Mail;Telefon;Adresse 1;Adresse 2;Adresse 3;Adresse 4;Land;Faktor;Sprache;Netto/Brutto;Umsatzsteuer;USt-IdNr.;Notiz;App-ID\r\n' +
        `K-1;Camping Müller;;;;'+49 7351 123;Seestraße 4;88400 Biberach;;;DE;1,25;de;brutto;;;"'=HYPERLINK(""x"")";id-Camping Müller\r\n`,
    );
  });

  it('writes a markup outside the usual factors in percent, which the import reads back as that factor', () => {
    const big = kept('Big', { markup: '5' });
    const small = kept('Small', { markup: '0.25' });
    const text = new TextDecoder().decode(exportCustomersCsv([big, small], 'en'));
    expect(text).toContain(";'+400 %;");
    expect(text).toContain(";'-75 %;");
    expect(previewCustomerImport(exportCustomersCsv([big, small], 'en'), []).added.map((each) => each.markup)).toEqual(['5', '0.25']);
  });

  it('reads back what it wrote, in either language', () => {
    for (const language of ['de', 'en'] as const) {
      const { id: _, ...fields } = camping;
      expect(previewCustomerImport(exportCustomersCsv([camping], language), []).added).toEqual([fields]);
    }
  });

  it.each([
    ['innergemeinschaftliche Lieferung', 'NL 1234.56.789.B01', { vatTreatment: 'intraCommunity', vatId: 'NL123456789B01' }],
    ['intra-Community supply', 'NL123456789B01', { vatTreatment: 'intraCommunity', vatId: 'NL123456789B01' }],
    // Written by development builds: still read.
    ['Reverse Charge', 'NL 1234.56.789.B01', { vatTreatment: 'intraCommunity', vatId: 'NL123456789B01' }],
    ['reverse charge', 'BE0123456789', { vatTreatment: 'intraCommunity', vatId: 'BE0123456789' }],
    ['Ausfuhr', '', { vatTreatment: 'export', vatId: '' }],
    ['export', '', { vatTreatment: 'export', vatId: '' }],
    ['Verbraucher', '', { vatTreatment: 'consumer', vatId: '' }],
    ['domestic', '', { vatTreatment: 'domestic', vatId: '' }],
    ['', 'ATU12345678', { vatTreatment: null, vatId: 'ATU12345678' }],
  ] as const)('reads the VAT column %j and the VAT ID %j', (treatment, vatId, expected) => {
    const file = utf8(`Name;USt;USt-IdNr.\nCamping Müller;${treatment};${vatId}\n`.replace('USt;', 'Umsatzsteuer;'));
    expect(previewCustomerImport(file, []).added).toEqual([{ ...blankCustomer('Camping Müller'), ...expected }]);
  });

  it.each([
    ['innergemeinschaftliche Lieferung', '', 'customers.vatId.missing'],
    ['Inland', 'CHE-123.456.789', 'customers.vatId.notEu'],
    ['Inland', 'NL123456789', 'customers.vatId.badFormat'],
    ['zollfrei', '', 'customers.import.badVatTreatment'],
  ] as const)('refuses the VAT column %j with the VAT ID %j: %s', (treatment, vatId, key) => {
    const preview = previewCustomerImport(utf8(`Name;VAT;VAT ID\nCamping Müller;${treatment};${vatId}\n`), []);
    expect(preview.added).toEqual([]);
    expect(preview.rejected[0]?.reasons.map((reason) => reason.key)).toEqual([key]);
  });

  it('writes the VAT treatment in the user language and the VAT ID, and reads both back', () => {
    const dutch = kept('Kampeer BV', { vatTreatment: 'intraCommunity', vatId: 'NL123456789B01', country: 'nl' });
    expect(new TextDecoder().decode(exportCustomersCsv([dutch], 'de'))).toContain(';innergemeinschaftliche Lieferung;NL123456789B01;');
    expect(new TextDecoder().decode(exportCustomersCsv([dutch], 'en'))).toContain(';intra-Community supply;NL123456789B01;');
    for (const language of ['de', 'en'] as const) {
      const { id: _, ...fields } = dutch;
      expect(previewCustomerImport(exportCustomersCsv([dutch], language), []).added).toEqual([fields]);
    }
  });
});
