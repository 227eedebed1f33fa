// The files IT uses to set the policies (issue 17), made from the one definition (policy-definition.ts) and
// the catalogues' words: Group Policy templates, a macOS profile, an example policy.json and their README.
// `npm run policies` writes them into policies/; policy-templates.test.ts fails while they are out of date.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { POLICY_NAMES, type PolicyType, type PolicyValues } from '../electron/main-logic/policy-definition';
import { MACOS_APP_ID } from '../electron/main-logic/system-policies';
import { UI_LANGUAGES } from '../electron/shared/i18n/language';
import {
  ADML_LOCALES,
  admx,
  adml,
  escapeXml,
  isMultiLine,
  policyTitle,
  PRODUCT_NAME,
  REGISTRY_KEY,
  textFile,
  typeOf,
} from './policy-templates-windows';

export { admx, adml, escapeXml };

/** The app id whose managed preferences the app reads (system-policies.ts). */
export const BUNDLE_ID = MACOS_APP_ID;
// Fixed, so that the same definition always gives the same profile (and MDM sees the same payload).
const PROFILE_UUID = '1493E0AD-C58B-47BA-8CE1-8E6CCB5D135B';
const PAYLOAD_UUID = 'D464B237-273E-4DAA-AE96-225DBA669894';

/** An example for every policy; `Required` makes a policy added to the definition fail to compile until it has one. */
export const EXAMPLE_VALUES: Required<PolicyValues> = {
  BaseUrl: 'https://prices.example.com/api',
  BaseUrlLocked: true,
  AllowDemo: false,
  SignIn: 'password-only',
  StaySignedInAllowed: true,
  Language: 'de',
  GlobalShortcut: 'Control+Alt+P',
  LastKnownMaxDays: 30,
  UpdateUrl: 'https://intranet.example.com/price-lookup/updates',
  UpdateMode: 'notify',
  CompanyName: 'Müller & Söhne Großhandel GmbH',
  CompanyAddress: 'Industriestraße 12\n70565 Stuttgart\nDeutschland',
  CompanyRegisterCourt: 'Amtsgericht Stuttgart',
  CompanyRegisterNumber: 'HRB 12345',
  CompanyManagingDirectors: 'Hans Müller, Eva Schmidt',
  CompanyVatId: 'DE123456789',
  CompanyCountry: 'de',
  DocumentFooter1: 'Telefon +49 711 123456\ninfo@mueller-grosshandel.example',
  DocumentFooter2: 'Steuer-Nr. 99/123/45678',
  DocumentFooter3: 'Volksbank Stuttgart\nIBAN DE02 6009 0100 0000 1234 56\nBIC VOBADESSXXX',
};

/** A policy's example value as a plist value. */
function plistValue(value: boolean | number | string): string {
  if (typeof value === 'boolean') return value ? '<true/>' : '<false/>';
  if (typeof value === 'number') return `<integer>${value}</integer>`;
  return `<string>${escapeXml(value)}</string>`;
}

const plistEntry = (key: string, value: boolean | number | string): string[] => [`<key>${escapeXml(key)}</key>`, plistValue(value)];

/** An example macOS configuration profile: managed preferences of the app's bundle id, every policy set. */
export function mobileconfig(): string {
  const payload = [
    ...plistEntry('PayloadDisplayName', PRODUCT_NAME),
    ...plistEntry('PayloadIdentifier', `${BUNDLE_ID}.policies`),
    ...plistEntry('PayloadType', BUNDLE_ID),
    ...plistEntry('PayloadUUID', PAYLOAD_UUID),
    ...plistEntry('PayloadVersion', 1),
    ...POLICY_NAMES.flatMap((name) => plistEntry(name, EXAMPLE_VALUES[name])),
  ];
  return textFile([
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>PayloadContent</key>',
    '\t<array>',
    '\t\t<dict>',
    ...payload.map((line) => `\t\t\t${line}`),
    '\t\t</dict>',
    '\t</array>',
    ...[
      ...plistEntry(
        'PayloadDescription',
        `The policies of ${PRODUCT_NAME}, each at an example value: change them, or remove those not to be set.`,
      ),
      ...plistEntry('PayloadDisplayName', PRODUCT_NAME),
      ...plistEntry('PayloadIdentifier', `${BUNDLE_ID}.profile`),
      ...plistEntry('PayloadScope', 'System'),
      ...plistEntry('PayloadType', 'Configuration'),
      ...plistEntry('PayloadUUID', PROFILE_UUID),
      ...plistEntry('PayloadVersion', 1),
    ].map((line) => `\t${line}`),
    '</dict>',
    '</plist>',
  ]);
}

/** An example policy.json, every policy at its example value, in the definition's order. */
export function policyJson(): string {
  const values = Object.fromEntries(POLICY_NAMES.map((name) => [name, EXAMPLE_VALUES[name]]));
  return `${JSON.stringify(values, null, 2)}\n`;
}

/** What a policy's value is in each place it can be set, for the README. */
function valueTypes(type: PolicyType): { registry: string; file: string } {
  switch (type.kind) {
    case 'boolean':
      return { registry: 'REG_DWORD, 1 or 0', file: 'true or false' };
    case 'integer':
      return { registry: `REG_QWORD, ${type.min} to ${type.max}`, file: `a whole number, ${type.min} to ${type.max}` };
    case 'enum': {
      const values = type.values.map((value) => `\`${value}\``).join(', ');
      return { registry: `REG_SZ: ${values}`, file: `a string: ${values}` };
    }
    case 'string': {
      if (!isMultiLine(type)) return { registry: `REG_SZ, at most ${type.maxLength} characters`, file: 'a string' };
      const lineLength = type.maxLineLength === undefined ? '' : `, each at most ${type.maxLineLength} characters`;
      return { registry: `REG_MULTI_SZ, a line each (at most ${type.maxLines}${lineLength})`, file: `a string, lines split by \`\\n\`` };
    }
  }
}

/** policies/README.md: what each file is for and where it goes. */
export function readme(): string {
  const rows = POLICY_NAMES.map((name) => {
    const { registry, file: inFile } = valueTypes(typeOf(name));
    // A "|" would end the cell.
    return `| \`${name}\` | ${policyTitle('en', name).replaceAll('|', '\\|')} | ${registry} | ${inFile} |`;
  });
  return textFile([
    '# Policies for IT',
    '',
    'Made by `npm run policies` from `electron/main-logic/policy-definition.ts` and the words in',
    '`electron/shared/i18n/catalogues/policies.ts`: change those and run it again, never these files.',
    '',
    '| File | For | Where it goes |',
    '| --- | --- | --- |',
    "| `windows/PriceLookup.admx`, `windows/en-US/PriceLookup.adml`, `windows/de-DE/PriceLookup.adml` | Group Policy and Intune: the administrative template | `C:\\Windows\\PolicyDefinitions` or the domain's central store (`\\\\<domain>\\SYSVOL\\<domain>\\Policies\\PolicyDefinitions`), each ADML in its language's folder; in Intune, import the ADMX with the en-US ADML |",
    `| \`macos/${BUNDLE_ID}.mobileconfig\` | macOS: an example configuration profile (managed preferences of \`${BUNDLE_ID}\`) | through the MDM, after changing the values |`,
    "| `policy.json` | macOS and Linux: an example file (Windows reads no policy file: any account may write `%ProgramData%`, so a file there could send everyone's token elsewhere; use the ADMX) | `/Library/Application Support/Price Lookup/policy.json` (macOS), `/etc/price-lookup/policy.json` (Linux), places only an administrator can write |",
    '',
    'The examples set every policy; remove those you do not mean to set. A value the app cannot use is ignored,',
    'and the app says which one and why. A policy set in the registry or by a profile wins over the same one in',
    '`policy.json`. The app reads them at start.',
    '',
    '## Windows registry',
    '',
    `The ADMX writes the key \`${REGISTRY_KEY}\`, class Both: under \`HKEY_LOCAL_MACHINE\` (Computer`,
    "Configuration) or `HKEY_CURRENT_USER` (User Configuration). The app reads HKLM first, so the machine's",
    'value wins. Each value is named after its policy. A multi-line policy is a REG_MULTI_SZ: the app reads',
    'its strings as the lines. The type must be the one below: a value of another type (a whole number as',
    'REG_DWORD, say) is not seen at all, so the app cannot say it ignored it. Text with characters such as',
    'ä or ß can arrive unreadable from the registry; the app then ignores it and says so. Windows has no',
    'policy file to carry such text: leave those policies (company name, address and footer) unset, so each',
    'user enters them in Settings, or write them without such characters (ae, oe, ue, ss).',
    '',
    '| Policy | Title | Registry value | policy.json and profile |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## macOS',
    '',
    `The profile's payload sets managed preferences of \`${BUNDLE_ID}\`; only managed (forced) values count,`,
    'not what a user writes with `defaults`. Types as in the profile: `<true/>`/`<false/>`, `<integer>`,',
    '`<string>`; a value of another type is not seen.',
  ]);
}

/** Every generated file by its path from the repository's root. */
export function policyTemplateFiles(): Record<string, string> {
  return {
    'policies/windows/PriceLookup.admx': admx(),
    ...Object.fromEntries(UI_LANGUAGES.map((language) => [`policies/windows/${ADML_LOCALES[language]}/PriceLookup.adml`, adml(language)])),
    [`policies/macos/${BUNDLE_ID}.mobileconfig`]: mobileconfig(),
    'policies/policy.json': policyJson(),
    'policies/README.md': readme(),
  };
}

async function main(): Promise<void> {
  for (const [path, text] of Object.entries(policyTemplateFiles())) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    console.log(`wrote ${path}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
