// The columns of a customer CSV: which header names which field, in German or English, and each cell's reading.
import { COUNTRY_CODES, type CountryCode } from './countries';
import { foldForSearch } from './customer-search';
import type { UiLanguage } from './i18n/language';
import type { PriceBasis } from './quote/quote-figures';
import type { VatTreatment } from './quote/vat-treatment';
import { readFormOfAddress, type FormOfAddress } from './quote/salutation';

/**
 * What a column can be read as. `address` is the whole address in one column; postcode and town make the
 * address's last line. `appId` is the id the export writes, by which an import finds the customer again.
 */
export const CSV_FIELDS = [
  'number',
  'name',
  'contact',
  'formOfAddress',
  'email',
  'phone',
  'address',
  'address1',
  'address2',
  'address3',
  'address4',
  'postcode',
  'town',
  'country',
  'markup',
  'documentLanguage',
  'priceBasis',
  'vatTreatment',
  'vatId',
  'note',
  'appId',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** A header as compared: folded, only letters and digits ("Kundennr." → "kundennr", "E-Mail" → "email"). */
const headerKey = (header: string): string => foldForSearch(header).replace(/[^\p{L}\p{N}]/gu, '');

// The names ERPs, Excel lists and this app's export give each column, as `headerKey` makes them.
const ALIASES: Record<CsvField, readonly string[]> = {
  number: [
    'kundennummer',
    'kundennr',
    'kdnr',
    'kundenid',
    'debitor',
    'debitorennummer',
    'customernumber',
    'customerno',
    'customerid',
    'number',
    'nummer',
    'nr',
  ],
  name: ['name', 'firma', 'firmenname', 'kundenname', 'name1', 'company', 'companyname', 'customer', 'customername', 'kunde'],
  contact: ['ansprechpartner', 'kontakt', 'kontaktperson', 'contact', 'contactperson', 'contactname'],
  formOfAddress: ['anrede', 'anredeansprechpartner', 'formofaddress', 'salutation', 'contacttitle'],
  email: ['email', 'mail', 'emailadresse', 'emailaddress'],
  phone: ['telefon', 'tel', 'telefonnummer', 'phone', 'telephone', 'phonenumber'],
  address: ['adresse', 'anschrift', 'address', 'postanschrift', 'postaladdress'],
  address1: ['strasse', 'street', 'strasse1', 'adresse1', 'address1', 'adresszeile1', 'addressline1', 'street1'],
  address2: ['strasse2', 'adresse2', 'address2', 'adresszeile2', 'addressline2', 'street2', 'adresszusatz', 'zusatz'],
  address3: ['strasse3', 'adresse3', 'address3', 'adresszeile3', 'addressline3', 'street3'],
  address4: ['strasse4', 'adresse4', 'address4', 'adresszeile4', 'addressline4', 'street4'],
  postcode: ['plz', 'postleitzahl', 'postcode', 'postalcode', 'zip', 'zipcode'],
  town: ['ort', 'stadt', 'city', 'town'],
  country: ['land', 'laenderkennzeichen', 'lkz', 'laendercode', 'country', 'countrycode'],
  markup: ['faktor', 'aufschlag', 'preisfaktor', 'markup', 'factor'],
  documentLanguage: ['sprache', 'dokumentsprache', 'korrespondenzsprache', 'language', 'documentlanguage'],
  priceBasis: ['nettobrutto', 'preisbasis', 'netorgross', 'netgross', 'pricebasis', 'prices'],
  vatTreatment: ['umsatzsteuer', 'steuerbehandlung', 'ustbehandlung', 'umsatzsteuerbehandlung', 'vat', 'vattreatment', 'taxtreatment'],
  vatId: [
    'ustidnr',
    'ustid',
    'ustidnummer',
    'umsatzsteueridentifikationsnummer',
    'uid',
    'uidnr',
    'vatid',
    'vatno',
    'vatnumber',
    'vatregno',
  ],
  note: ['notiz', 'bemerkung', 'anmerkung', 'kommentar', 'note', 'notes', 'comment', 'remarks'],
  appId: ['appid', 'pricelookupid', 'preisabfrageid'],
};

const BY_HEADER = new Map(CSV_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [alias, field] as const)));

/** The field a header names; null for a column the import leaves aside. */
export function fieldOfHeader(header: string): CsvField | null {
  return BY_HEADER.get(headerKey(header)) ?? null;
}

/** The headers the export writes, in the user's language; each is one `fieldOfHeader` reads back. */
export const EXPORT_HEADERS: Readonly<Record<UiLanguage, Readonly<Partial<Record<CsvField, string>>>>> = {
  de: {
    number: 'Kundennummer',
    name: 'Name',
    contact: 'Ansprechpartner',
    formOfAddress: 'Anrede',
    email: 'E-Mail',
    phone: 'Telefon',
    address1: 'Adresse 1',
    address2: 'Adresse 2',
    address3: 'Adresse 3',
    address4: 'Adresse 4',
    country: 'Land',
    markup: 'Faktor',
    documentLanguage: 'Sprache',
    priceBasis: 'Netto/Brutto',
    vatTreatment: 'Umsatzsteuer',
    vatId: 'USt-IdNr.',
    note: 'Notiz',
    appId: 'App-ID',
  },
  en: {
    number: 'Customer number',
    name: 'Name',
    contact: 'Contact',
    formOfAddress: 'Form of address',
    email: 'E-mail',
    phone: 'Phone',
    address1: 'Address 1',
    address2: 'Address 2',
    address3: 'Address 3',
    address4: 'Address 4',
    country: 'Country',
    markup: 'Markup',
    documentLanguage: 'Language',
    priceBasis: 'Net/Gross',
    vatTreatment: 'VAT',
    vatId: 'VAT ID',
    note: 'Note',
    appId: 'App ID',
  },
};

let countryNames: Map<string, CountryCode> | null = null;

/** A country as a cell names it: its code ("DE", "de") or its name in German or English ("Deutschland", "Germany"); null for none known. */
export function readCountry(cell: string): CountryCode | null {
  if (countryNames === null) {
    countryNames = new Map();
    for (const language of ['de', 'en']) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of COUNTRY_CODES) {
        countryNames.set(headerKey(code), code);
        countryNames.set(headerKey(names.of(code.toUpperCase()) ?? code), code);
      }
    }
  }
  return countryNames.get(headerKey(cell)) ?? null;
}

const LANGUAGES: Record<string, UiLanguage> = { de: 'de', deutsch: 'de', german: 'de', en: 'en', englisch: 'en', english: 'en' };

/** A document language as a cell names it (de, en, Deutsch, English …); null for none known. */
export function readDocumentLanguage(cell: string): UiLanguage | null {
  return LANGUAGES[headerKey(cell)] ?? null;
}

const BASES: Record<string, PriceBasis> = { netto: 'net', net: 'net', n: 'net', brutto: 'gross', gross: 'gross', b: 'gross', g: 'gross' };

/** Net or gross as a cell says it (netto, net, brutto, gross); null for neither. */
export function readPriceBasis(cell: string): PriceBasis | null {
  return BASES[headerKey(cell)] ?? null;
}

// What an ERP's "Anrede" column says of a company rather than a person: no form of address, and no fault.
const NO_PERSON = new Set(['firma', 'company', 'divers', 'diverse', 'eheleute', 'familie']);

/**
 * A form of address as a cell says it ("Herr", "Frau", "Mr", "Ms.", "Hr."): the form; null for none
 * ('' or a company's "Firma"); undefined when the cell says something else.
 */
export function readFormOfAddressCell(cell: string): FormOfAddress | null | undefined {
  const key = headerKey(cell);
  if (key === '' || NO_PERSON.has(key)) return null;
  return readFormOfAddress(cell) ?? undefined;
}

/** A form of address as the export writes it, in the user's language: "Herr" / "Frau", "Mr" / "Ms". */
export function formOfAddressCell(form: FormOfAddress, language: UiLanguage): string {
  if (language === 'de') return form === 'mr' ? 'Herr' : 'Frau';
  return form === 'mr' ? 'Mr' : 'Ms';
}

/** Net or gross as the export writes it, in the user's language. */
export function priceBasisCell(basis: PriceBasis, language: UiLanguage): string {
  if (language === 'de') return basis === 'net' ? 'netto' : 'brutto';
  return basis;
}

// Each treatment as a cell may say it, in German or English (headerKey-folded); the first is what the export writes.
const TREATMENT_WORDS: Readonly<Record<VatTreatment, Readonly<Record<UiLanguage, readonly string[]>>>> = {
  domestic: { de: ['inland', 'inländisch', 'geschäftskunde'], en: ['domestic', 'business', 'home'] },
  // "Reverse Charge" was written by development builds: still read, no longer written.
  intraCommunity: {
    de: [
      'innergemeinschaftlichelieferung',
      'innergemeinschaftlich',
      'eu',
      'eugeschäftskunde',
      'reversecharge',
      'steuerschuldnerschaftdesleistungsempfängers',
    ],
    en: ['intracommunitysupply', 'intracommunity', 'eubusiness', 'reversecharge'],
  },
  export: { de: ['ausfuhr', 'drittland', 'export'], en: ['export', 'noneu', 'outsideeu'] },
  consumer: { de: ['verbraucher', 'privat', 'privatkunde', 'endkunde'], en: ['consumer', 'private'] },
};

const TREATMENTS = new Map(
  (Object.entries(TREATMENT_WORDS) as [VatTreatment, Readonly<Record<UiLanguage, readonly string[]>>][]).flatMap(([treatment, words]) =>
    [...words.de, ...words.en].map((word) => [headerKey(word), treatment] as const),
  ),
);

/** A VAT treatment as a cell says it (Inland, innergemeinschaftliche Lieferung, Ausfuhr, Verbraucher, export …); null for none known. */
export function readVatTreatment(cell: string): VatTreatment | null {
  return TREATMENTS.get(headerKey(cell)) ?? null;
}

/** A VAT treatment as the export writes it, in the user's language ("innergemeinschaftliche Lieferung", "Ausfuhr"). */
export function vatTreatmentCell(treatment: VatTreatment, language: UiLanguage): string {
  const cells: Record<UiLanguage, Record<VatTreatment, string>> = {
    de: { domestic: 'Inland', intraCommunity: 'innergemeinschaftliche Lieferung', export: 'Ausfuhr', consumer: 'Verbraucher' },
    en: { domestic: 'domestic', intraCommunity: 'intra-Community supply', export: 'export', consumer: 'consumer' },
  };
  return cells[language][treatment];
}
