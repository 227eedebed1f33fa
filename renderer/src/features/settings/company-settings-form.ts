import { checkVatId, type Company, type CompanyField } from '@shared/company';
import { COMPANY_LIMITS } from '@shared/company-limits';
import { COUNTRY_CODES, isCountryCode } from '@shared/countries';
import { guessedSenderCountry } from '@shared/quote/address-block';
import { msg } from '@shared/i18n/catalogue';
import type { Translator } from '@shared/i18n/create-translator';
import type { Checked, FieldRule } from '../../ui/save-as-you-go';
import { checkLine, linesOf } from '../quote/letter/letter-checks';

type Words = Pick<Translator, 't'>;

/** One field of Settings → Company: how it is shown, checked where it is typed, and put into the company. */
export interface CompanyFieldView extends FieldRule<Company> {
  field: CompanyField;
  /** The input's id; Settings is opened with the cursor in it when a letter lacks it. */
  id: string;
  label: (words: Words) => string;
  hint?: (words: Words) => string;
  /** A text area of this many rows; else one line. */
  rows?: number;
  /** Among the legal details, printed in the footer. */
  legal?: true;
  /** A choice of these (value and words, the first the default) instead of a text; saved when chosen. */
  choices?: (words: Words & Pick<Translator, 'countryLabel'>, context: { regionalLocale: string; vatId: string }) => Choice[];
}

/** One option of a choice field. */
interface Choice {
  value: string;
  label: string;
}

const put = <T>(checked: Checked<T>, into: (value: T) => Company): Checked<Company> =>
  checked.ok ? { ok: true, value: into(checked.value) } : checked;

/** The address: non-empty lines, trimmed, at most as many and as long as the letterhead holds. */
function checkCompanyAddress(typed: string): Checked<string[]> {
  const lines = linesOf(typed)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const { addressLines, lineLength } = COMPANY_LIMITS;
  if (lines.length > addressLines)
    return { ok: false, message: msg('letter.address.tooManyLines', { max: addressLines, count: lines.length }) };
  const long = lines.findIndex((line) => [...line].length > lineLength);
  if (long !== -1) return { ok: false, message: msg('letter.address.lineTooLong', { line: long + 1, max: lineLength }) };
  return { ok: true, value: lines };
}

/** A legal detail of one line. */
const legal = (
  field: 'registerCourt' | 'registerNumber' | 'managingDirectors',
  id: string,
  max: number,
  label: (words: Words) => string,
  hint: (words: Words) => string,
): CompanyFieldView => ({
  field,
  id,
  label,
  hint,
  legal: true,
  shown: (company) => company[field],
  apply: (typed, company) => put(checkLine(typed, max), (value) => ({ ...company, [field]: value })),
});

/** The company's fields in the order Settings shows them (the order of COMPANY_FIELDS). */
export const COMPANY_FIELD_VIEWS: readonly CompanyFieldView[] = [
  {
    field: 'name',
    id: 'company-name',
    label: ({ t }) => t('document.company.name'),
    shown: (company) => company.name,
    apply: (typed, company) => put(checkLine(typed, COMPANY_LIMITS.nameLength), (name) => ({ ...company, name })),
  },
  {
    field: 'address',
    id: 'company-address',
    label: ({ t }) => t('document.company.address'),
    hint: ({ t }) => t('document.company.addressHint'),
    rows: 4,
    shown: (company) => company.address.join('\n'),
    apply: (typed, company) => put(checkCompanyAddress(typed), (address) => ({ ...company, address })),
  },
  {
    field: 'country',
    id: 'company-country',
    label: ({ t }) => t('company.country'),
    hint: ({ t }) => t('company.countryHint'),
    // Not set: the country the letter's rule would guess (senderCountry), named as the default.
    choices: ({ t, countryLabel }, { regionalLocale, vatId }) => {
      const guessed = guessedSenderCountry(vatId, regionalLocale);
      return [
        {
          value: '',
          label: t('company.country.guessed', {
            known: guessed === null ? 'no' : 'yes',
            country: guessed === null ? '' : countryLabel(guessed.toLowerCase()),
          }),
        },
        ...COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code) })),
      ];
    },
    shown: (company) => company.country ?? '',
    apply: (typed, company) =>
      typed === '' || isCountryCode(typed)
        ? { ok: true, value: { ...company, country: typed === '' ? null : typed } }
        : { ok: false, message: msg('company.country.guessed', { known: 'no', country: '' }) },
  },
  legal(
    'registerCourt',
    'company-register-court',
    COMPANY_LIMITS.registerCourtLength,
    ({ t }) => t('company.registerCourt'),
    ({ t }) => t('company.registerCourtHint'),
  ),
  legal(
    'registerNumber',
    'company-register-number',
    COMPANY_LIMITS.registerNumberLength,
    ({ t }) => t('company.registerNumber'),
    ({ t }) => t('company.registerNumberHint'),
  ),
  legal(
    'managingDirectors',
    'company-managing-directors',
    COMPANY_LIMITS.managingDirectorsLength,
    ({ t }) => t('company.managingDirectors'),
    ({ t }) => t('company.managingDirectorsHint'),
  ),
  {
    field: 'vatId',
    id: 'company-vat-id',
    label: ({ t }) => t('company.vatId'),
    hint: ({ t }) => t('company.vatIdHint'),
    legal: true,
    // "DE12" is on its way to a VAT ID: it is checked when the field is left.
    whenLeft: true,
    shown: (company) => company.vatId,
    apply: (typed, company) => put(checkVatId(typed), (vatId) => ({ ...company, vatId })),
  },
];

/** The fields' rules by name, as the saving takes them (every field of the company has one: see the test). */
export const COMPANY_FIELD_RULES: Readonly<Record<CompanyField, FieldRule<Company>>> = COMPANY_FIELD_VIEWS.reduce(
  (rules, view) => ({ ...rules, [view.field]: view }),
  {} as Record<CompanyField, FieldRule<Company>>,
);

/** The input of a field, for Settings opened at it. */
export const companyFieldId = (field: CompanyField): string =>
  COMPANY_FIELD_VIEWS.find((view) => view.field === field)?.id ?? 'company-name';
