// The Group Policy / Intune administrative template of the policies: the ADMX (which registry value each
// policy writes) and an ADML per language (the words). Made by `npm run policies` (policy-templates.ts).
import { POLICIES, POLICY_NAMES, type PolicyName, type PolicyType } from '../electron/main-logic/policy-definition';
import type { UiLanguage } from '../electron/shared/i18n/language';
import { translator } from '../electron/shared/i18n/translator';

export const PRODUCT_NAME = 'Price Lookup';
/** Under HKLM and HKCU; the app reads HKLM first, so the machine's value wins. */
export const REGISTRY_KEY = 'Software\\Policies\\Price Lookup';
export const ADMX_NAMESPACE = 'http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions';
/** The folder of each language's ADML, named as Windows names it. */
export const ADML_LOCALES: Readonly<Record<UiLanguage, string>> = { en: 'en-US', de: 'de-DE' };

const CATEGORY = 'PriceLookup';
const SUPPORTED = 'SUPPORTED_PriceLookup';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML content and attribute values alike. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export const typeOf = (name: PolicyName): PolicyType => POLICIES[name];
/** A string policy of several lines: REG_MULTI_SZ in the registry. */
export const isMultiLine = (type: PolicyType): boolean => type.kind === 'string' && (type.maxLines ?? 1) > 1;
export const policyTitle = (language: UiLanguage, name: PolicyName): string => translator(language).t(`policy.${name}.title`);
const policyDescription = (language: UiLanguage, name: PolicyName): string => translator(language).t(`policy.${name}.description`);
// ADML string ids are names: "password-only" becomes "SignIn_password_only".
const itemId = (name: PolicyName, value: string): string => `${name}_${value.replace(/[^A-Za-z0-9]/g, '_')}`;
export const GENERATED_COMMENT =
  '<!-- Made by `npm run policies` from electron/main-logic/policy-definition.ts: change that, not this file. -->';

/** The ADMX element a policy's value is written by; none for a boolean (enabled/disabled is its value). */
function admxElement(name: PolicyName, type: PolicyType): string[] {
  const id = `id="${name}" valueName="${name}" required="true"`;
  switch (type.kind) {
    case 'boolean':
      return [];
    case 'integer':
      // REG_QWORD: the app's watcher reads numbers only as that (a REG_DWORD, `decimal`, it would not see).
      return [`<longDecimal ${id} minValue="${type.min}" maxValue="${type.max}"/>`];
    case 'enum':
      return [
        `<enum ${id}>`,
        ...type.values.map(
          (value) => `  <item displayName="$(string.${itemId(name, value)})"><value><string>${escapeXml(value)}</string></value></item>`,
        ),
        '</enum>',
      ];
    case 'string':
      // REG_MULTI_SZ, one line a string: the watcher joins them with "\n". REG_SZ otherwise (not expandable:
      // a REG_EXPAND_SZ the watcher would not see).
      return isMultiLine(type) ? [`<multiText ${id}/>`] : [`<text ${id} maxLength="${type.maxLength}"/>`];
  }
}

function admxPolicy(name: PolicyName): string[] {
  const type = typeOf(name);
  const element = admxElement(name, type);
  const presentation = element.length > 0 ? ` presentation="$(presentation.${name})"` : '';
  const value =
    type.kind === 'boolean'
      ? ['<enabledValue><decimal value="1"/></enabledValue>', '<disabledValue><decimal value="0"/></disabledValue>']
      : ['<elements>', ...element.map((line) => `  ${line}`), '</elements>'];
  return [
    `<policy name="${name}" class="Both" displayName="$(string.${name})" explainText="$(string.${name}_Explain)"${presentation} key="${escapeXml(REGISTRY_KEY)}" valueName="${name}">`,
    `  <parentCategory ref="${CATEGORY}"/>`,
    `  <supportedOn ref="${SUPPORTED}"/>`,
    ...value.map((line) => `  ${line}`),
    '</policy>',
  ];
}

const indent = (lines: readonly string[], depth: number): string[] => lines.map((line) => `${'  '.repeat(depth)}${line}`);
/** Lines as a file's text: LF, ending with one. */
export const textFile = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

/** The Group Policy / Intune administrative template: which registry values each policy writes. */
export function admx(): string {
  return textFile([
    '<?xml version="1.0" encoding="utf-8"?>',
    GENERATED_COMMENT,
    `<policyDefinitions xmlns="${ADMX_NAMESPACE}" revision="1.0" schemaVersion="1.0">`,
    '  <policyNamespaces>',
    // No <using>: nothing of another ADMX is referenced, so the file imports on its own (Intune too).
    '    <target prefix="pricelookup" namespace="PriceLookup.Policies.PriceLookup"/>',
    '  </policyNamespaces>',
    '  <resources minRequiredRevision="1.0"/>',
    '  <supportedOn>',
    '    <definitions>',
    `      <definition name="${SUPPORTED}" displayName="$(string.${SUPPORTED})"/>`,
    '    </definitions>',
    '  </supportedOn>',
    '  <categories>',
    `    <category name="${CATEGORY}" displayName="$(string.${CATEGORY})"/>`,
    '  </categories>',
    '  <policies>',
    ...indent(POLICY_NAMES.flatMap(admxPolicy), 2),
    '  </policies>',
    '</policyDefinitions>',
  ]);
}

/** The control Group Policy shows for a policy's value, labelled with its title. */
function admlPresentation(language: UiLanguage, name: PolicyName): string | null {
  const type = typeOf(name);
  const label = escapeXml(policyTitle(language, name));
  switch (type.kind) {
    case 'boolean':
      return null;
    case 'integer':
      return `<longDecimalTextBox refId="${name}">${label}</longDecimalTextBox>`;
    case 'enum':
      return `<dropdownList refId="${name}" noSort="true">${label}</dropdownList>`;
    case 'string':
      return isMultiLine(type)
        ? `<multiTextBox refId="${name}">${label}</multiTextBox>`
        : `<textBox refId="${name}"><label>${label}</label></textBox>`;
  }
}

/** The words of the ADMX in one language (en-US/PriceLookup.adml, de-DE/PriceLookup.adml). */
export function adml(language: UiLanguage): string {
  const string = (id: string, text: string): string => `<string id="${id}">${escapeXml(text)}</string>`;
  const strings = POLICY_NAMES.flatMap((name) => {
    const type = typeOf(name);
    // An enum's choices are shown as the values themselves: they are what the description explains.
    const items = type.kind === 'enum' ? type.values.map((value) => string(itemId(name, value), value)) : [];
    return [string(name, policyTitle(language, name)), string(`${name}_Explain`, policyDescription(language, name)), ...items];
  });
  const presentations = POLICY_NAMES.flatMap((name) => {
    const control = admlPresentation(language, name);
    return control === null ? [] : [`<presentation id="${name}">`, `  ${control}`, '</presentation>'];
  });
  return textFile([
    '<?xml version="1.0" encoding="utf-8"?>',
    GENERATED_COMMENT,
    `<policyDefinitionResources xmlns="${ADMX_NAMESPACE}" revision="1.0" schemaVersion="1.0">`,
    `  <displayName>${PRODUCT_NAME}</displayName>`,
    '  <description/>',
    '  <resources>',
    '    <stringTable>',
    ...indent([string(CATEGORY, PRODUCT_NAME), string(SUPPORTED, PRODUCT_NAME), ...strings], 3),
    '    </stringTable>',
    '    <presentationTable>',
    ...indent(presentations, 3),
    '    </presentationTable>',
    '  </resources>',
    '</policyDefinitionResources>',
  ]);
}
