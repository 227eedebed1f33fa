// The customer list as CSV for Excel and for the import.
import Big from 'big.js';
import { writeSheetCell, type SheetCell } from './csv-text';
import type { Customer } from './customer';
import { CSV_FIELDS, EXPORT_HEADERS, formOfAddressCell, priceBasisCell, vatTreatmentCell, type CsvField } from './customer-csv-columns';
import type { UiLanguage } from './i18n/language';
import { unusualFactor } from './usual-factor';

// The address as four lines; the id last, so the import finds each customer again whatever else was changed.
const EXPORT_FIELDS: readonly CsvField[] = CSV_FIELDS.filter((field) => field !== 'postcode' && field !== 'town' && field !== 'address');
const ADDRESS_LINES: readonly CsvField[] = ['address1', 'address2', 'address3', 'address4'];

/** A markup as the export writes it: a factor in the user's format, or, outside the usual factors, in percent, which the import never takes for a factor. */
function markupCell(markup: string, language: UiLanguage): string {
  const decimal = (value: Big): string => (language === 'de' ? value.toFixed().replace('.', ',') : value.toFixed());
  const factor = new Big(markup);
  if (unusualFactor(markup) === null) return decimal(factor);
  const percent = factor.minus(1).times(100);
  return `${percent.lt(0) ? '-' : '+'}${decimal(percent.abs())} %`;
}

/**
 * The customers as CSV for Excel and the import: semicolons, UTF-8 with a BOM, CRLF, a header row in the
 * user's language, the address as four columns, the customer's id last ("App-ID"). A cell that would start
 * a formula is neutralised (`writeSheetCell`). Importing it gives the same customers; imported over the
 * list it came from, each line finds its customer by the id (a correction made in Excel changes that
 * customer, never a copy).
 */
export function exportCustomersCsv(customers: readonly Customer[], language: UiLanguage): Uint8Array {
  const headers = EXPORT_HEADERS[language];
  const row = (cells: SheetCell[]): string => cells.map((each) => writeSheetCell(each, ';')).join(';');
  const cellOf = (customer: Customer, field: CsvField): string => {
    switch (field) {
      case 'address1':
      case 'address2':
      case 'address3':
      case 'address4':
        return customer.address[ADDRESS_LINES.indexOf(field)] ?? '';
      case 'country':
        return customer.country?.toUpperCase() ?? '';
      case 'formOfAddress':
        return customer.formOfAddress ? formOfAddressCell(customer.formOfAddress, language) : '';
      case 'markup':
        return customer.markup === null ? '' : markupCell(customer.markup, language);
      case 'documentLanguage':
        return customer.documentLanguage ?? '';
      case 'priceBasis':
        return customer.priceBasis === null ? '' : priceBasisCell(customer.priceBasis, language);
      case 'vatTreatment':
        return customer.vatTreatment === null ? '' : vatTreatmentCell(customer.vatTreatment, language);
      case 'appId':
        return customer.id;
      case 'address':
      case 'postcode':
      case 'town':
        return '';
      default:
        return customer[field];
    }
  };
  const lines = [
    row(EXPORT_FIELDS.map((field) => headers[field] ?? field)),
    ...customers.map((each) => row(EXPORT_FIELDS.map((field) => cellOf(each, field)))),
  ];
  const body = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
