import { checkBaseUrl } from '../shared/connection';
import { checkAccelerator } from '../shared/global-shortcut';
import type { MessageKey } from '../shared/i18n/catalogue';
import { LANGUAGE_CHOICES } from '../shared/i18n/language';
import { LAST_KNOWN_MAX_AGE_DAYS_LIMIT } from '../shared/settings-patch';
import { checkVatId } from '../shared/company';
import { COMPANY_LIMITS } from '../shared/company-limits';
import { COUNTRY_CODES } from '../shared/countries';
import { DOCUMENT_SETTINGS_LIMITS } from '../shared/quote/letter-limits';
import { POLICY_NAMES, type PolicyName } from '../shared/policy-state';

/**
 * Every policy IT can set, once: its type and range. The app reads them with this (policy-values.ts),
 * and the templates for IT (ADMX/ADML, .mobileconfig, policy.json) are generated from it, with the
 * words from the catalogues ("policy.<Name>.title" / ".description").
 */
export type PolicyType =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'enum'; values: readonly string[] }
  | {
      kind: 'string';
      maxLength: number;
      /** Several lines ("\n" between them) allowed, at most this many. */
      maxLines?: number;
      /** Each line at most this many characters (else only the whole text's `maxLength` bounds them). */
      maxLineLength?: number;
      /** A further check of the text: null when it is fine, else why not (English, for the log and Settings). */
      check?: (value: string) => MessageKey | null;
    };

// A footer column as Settings → Quote documents takes it: a few short lines.
const footerColumn = {
  kind: 'string',
  maxLength: DOCUMENT_SETTINGS_LIMITS.footerLines * (DOCUMENT_SETTINGS_LIMITS.footerLineLength + 1),
  maxLines: DOCUMENT_SETTINGS_LIMITS.footerLines,
  maxLineLength: DOCUMENT_SETTINGS_LIMITS.footerLineLength,
} as const satisfies PolicyType;

const httpsUrl = (value: string): MessageKey | null => (checkBaseUrl(value).ok ? null : 'policy.problem.notHttps');

export const POLICIES = {
  BaseUrl: { kind: 'string', maxLength: 2_048, check: httpsUrl },
  BaseUrlLocked: { kind: 'boolean' },
  AllowDemo: { kind: 'boolean' },
  SignIn: { kind: 'enum', values: ['any', 'password-only', 'token-only'] },
  StaySignedInAllowed: { kind: 'boolean' },
  Language: { kind: 'enum', values: LANGUAGE_CHOICES },
  GlobalShortcut: {
    kind: 'string',
    maxLength: 100,
    check: (value) => (value === 'default' || value === 'disabled' || checkAccelerator(value).ok ? null : 'policy.problem.notShortcut'),
  },
  LastKnownMaxDays: { kind: 'integer', min: 1, max: LAST_KNOWN_MAX_AGE_DAYS_LIMIT },
  UpdateUrl: { kind: 'string', maxLength: 2_048, check: httpsUrl },
  UpdateMode: { kind: 'enum', values: ['off', 'notify', 'auto'] },
  CompanyName: { kind: 'string', maxLength: COMPANY_LIMITS.nameLength },
  CompanyAddress: {
    kind: 'string',
    maxLength: COMPANY_LIMITS.addressLines * (COMPANY_LIMITS.lineLength + 1),
    maxLines: COMPANY_LIMITS.addressLines,
    maxLineLength: COMPANY_LIMITS.lineLength,
  },
  CompanyRegisterCourt: { kind: 'string', maxLength: COMPANY_LIMITS.registerCourtLength },
  CompanyRegisterNumber: { kind: 'string', maxLength: COMPANY_LIMITS.registerNumberLength },
  CompanyManagingDirectors: { kind: 'string', maxLength: COMPANY_LIMITS.managingDirectorsLength },
  CompanyVatId: {
    kind: 'string',
    maxLength: COMPANY_LIMITS.vatIdLength,
    check: (value) => (checkVatId(value).ok ? null : 'policy.problem.notVatId'),
  },
  CompanyCountry: { kind: 'enum', values: COUNTRY_CODES },
  DocumentFooter1: footerColumn,
  DocumentFooter2: footerColumn,
  DocumentFooter3: footerColumn,
} as const satisfies Record<PolicyName, PolicyType>;

export { POLICY_NAMES, type PolicyName };

type ValueOf<T extends PolicyType> = T extends { kind: 'boolean' }
  ? boolean
  : T extends { kind: 'integer' }
    ? number
    : T extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : string;

/** The policies as read: each one set, or left out. */
export type PolicyValues = { -readonly [N in PolicyName]?: ValueOf<(typeof POLICIES)[N]> };
