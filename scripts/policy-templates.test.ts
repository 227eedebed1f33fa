import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POLICIES, POLICY_NAMES, type PolicyName, type PolicyType } from '../electron/main-logic/policy-definition';
import { UI_LANGUAGES, type UiLanguage } from '../electron/shared/i18n/language';
import { translator } from '../electron/shared/i18n/translator';
import { allElements, childElements, onlyChild, parseXml, textOf, type XmlElement } from '../test/support/xml-tree';
import { MACOS_APP_ID, REGISTRY_PATH, WATCHER_TYPES, type WatcherType } from '../electron/main-logic/system-policies';
import { admx, adml, BUNDLE_ID, escapeXml, EXAMPLE_VALUES, mobileconfig, policyJson, policyTemplateFiles } from './policy-templates';

const files = policyTemplateFiles();
const ADML_PATHS: Readonly<Record<UiLanguage, string>> = {
  en: 'policies/windows/en-US/PriceLookup.adml',
  de: 'policies/windows/de-DE/PriceLookup.adml',
};
const XML_PATHS = Object.keys(files).filter((path) => /\.(admx|adml|mobileconfig)$/.test(path));

const policyOf = (name: PolicyName): PolicyType => POLICIES[name];
const watcherTypeOf = (name: PolicyName): WatcherType => WATCHER_TYPES[policyOf(name).kind];

/**
 * The registry types @vscode/policy-watcher 1.5.0 reads for each of its types (src/windows: BooleanPolicy
 * REG_DWORD, NumberPolicy REG_QWORD, StringPolicy REG_SZ and REG_MULTI_SZ); any other it skips unseen.
 */
const REGISTRY_TYPES_READ: Readonly<Record<WatcherType, readonly string[]>> = {
  boolean: ['REG_DWORD'],
  number: ['REG_QWORD'],
  string: ['REG_SZ', 'REG_MULTI_SZ'],
};
/** The plist types it reads on macOS (src/macos: CFBoolean, CFNumber as a whole number, CFString). */
const PLIST_TYPES_READ: Readonly<Record<WatcherType, readonly string[]>> = {
  boolean: ['true', 'false'],
  number: ['integer'],
  string: ['string'],
};

/** The one child element, whatever its name. */
function soleChild(parent: XmlElement): XmlElement {
  const [child, ...more] = childElements(parent);
  if (child === undefined || more.length > 0) throw new Error(`<${parent.name}> has not exactly one child element`);
  return child;
}

/** The registry type a value element of the ADMX writes (MS-GPREG's ADMX schema), or why it cannot tell. */
function registryTypeWritten(element: XmlElement): string {
  const { storeAsText, expandable } = element.attributes;
  switch (element.name) {
    case 'decimal':
      return storeAsText === 'true' ? 'REG_SZ' : 'REG_DWORD';
    case 'longDecimal':
      return storeAsText === 'true' ? 'REG_SZ' : 'REG_QWORD';
    case 'text':
      return expandable === 'true' ? 'REG_EXPAND_SZ' : 'REG_SZ';
    case 'multiText':
      return 'REG_MULTI_SZ';
    case 'string':
      return 'REG_SZ';
    case 'enum': {
      // Each item's value: one type for all, else the answer names several.
      const types = new Set(childElements(element, 'item').map((item) => registryTypeWritten(soleChild(onlyChild(item, 'value')))));
      return [...types].join(' and ');
    }
    default:
      return `unknown element ${element.name}`;
  }
}
const isMultiLine = (type: PolicyType): boolean => type.kind === 'string' && (type.maxLines ?? 1) > 1;

/** Why a value does not pass its policy's checks in the definition, or null. */
function problemWith(type: PolicyType, value: unknown): string | null {
  switch (type.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'not a boolean';
    case 'integer':
      return Number.isInteger(value) && (value as number) >= type.min && (value as number) <= type.max ? null : 'out of range';
    case 'enum':
      return typeof value === 'string' && type.values.includes(value) ? null : 'not one of the values';
    case 'string':
      if (typeof value !== 'string') return 'not a string';
      if ([...value].length > type.maxLength) return 'too long';
      if (value.split('\n').length > (type.maxLines ?? 1)) return 'too many lines';
      if (type.maxLineLength !== undefined && value.split('\n').some((line) => [...line].length > (type.maxLineLength ?? 0)))
        return 'a line too long';
      return type.check?.(value) ?? null;
  }
}

describe('the policy templates for IT', () => {
  it('are committed as the generator makes them from the definition now', () => {
    for (const [path, made] of Object.entries(files)) {
      let committed: string | null = null;
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        // Missing: reported by the comparison below.
      }
      expect(committed, `${path} is not what the definition gives: run \`npm run policies\` and commit it`).toBe(made);
    }
  });

  it('come out the same for the same definition, byte for byte', () => {
    expect(policyTemplateFiles()).toEqual(files);
  });

  it('are well-formed XML', () => {
    expect(XML_PATHS).toHaveLength(4);
    for (const path of XML_PATHS) expect(() => parseXml(files[path] ?? ''), path).not.toThrow();
  });

  it('escape text for XML', () => {
    expect(escapeXml(`Müller & Söhne <"GmbH"> 's`)).toBe('Müller &amp; Söhne &lt;&quot;GmbH&quot;&gt; &apos;s');
  });

  it("give every policy an example value that passes the definition's checks", () => {
    for (const name of POLICY_NAMES) expect(problemWith(policyOf(name), EXAMPLE_VALUES[name]), name).toBeNull();
    // The checks themselves refuse a wrong example.
    expect(problemWith(POLICIES.BaseUrl, 'http://prices.example.com')).not.toBeNull();
    expect(problemWith(POLICIES.GlobalShortcut, 'P')).not.toBeNull();
    expect(problemWith(POLICIES.DocumentFooter1, `ok\n${'x'.repeat(61)}`)).not.toBeNull();
  });
});

describe('the ADMX', () => {
  const root = parseXml(admx());
  const policies = childElements(onlyChild(root, 'policies'), 'policy');
  const policy = (name: PolicyName): XmlElement => {
    const found = policies.filter((element) => element.attributes.name === name);
    expect(found, name).toHaveLength(1);
    return found[0] as XmlElement;
  };

  it('follows the ADMX schema: namespace, revisions, its own namespace and what it is supported on', () => {
    expect(root.name).toBe('policyDefinitions');
    expect(root.attributes).toMatchObject({
      xmlns: 'http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions',
      revision: '1.0',
      schemaVersion: '1.0',
    });
    expect(onlyChild(onlyChild(root, 'policyNamespaces'), 'target').attributes.namespace).toBe('PriceLookup.Policies.PriceLookup');
    expect(onlyChild(root, 'resources').attributes.minRequiredRevision).toBe('1.0');
    const supported = onlyChild(onlyChild(onlyChild(root, 'supportedOn'), 'definitions'), 'definition').attributes.name;
    const category = onlyChild(onlyChild(root, 'categories'), 'category').attributes.name;
    for (const element of policies) {
      expect(onlyChild(element, 'supportedOn').attributes.ref).toBe(supported);
      expect(onlyChild(element, 'parentCategory').attributes.ref).toBe(category);
    }
  });

  it('has exactly the policies of the definition, each a value named after it under the key, machine or user', () => {
    expect(policies.map((element) => element.attributes.name)).toEqual(POLICY_NAMES);
    for (const element of policies) {
      expect(element.attributes).toMatchObject({
        class: 'Both',
        key: 'Software\\Policies\\Price Lookup',
        valueName: element.attributes.name,
      });
    }
  });

  it('writes each policy with the element its kind needs', () => {
    for (const name of POLICY_NAMES) {
      const type = policyOf(name);
      const element = policy(name);
      if (type.kind === 'boolean') {
        expect(onlyChild(onlyChild(element, 'enabledValue'), 'decimal').attributes.value, name).toBe('1');
        expect(onlyChild(onlyChild(element, 'disabledValue'), 'decimal').attributes.value, name).toBe('0');
        expect(childElements(element, 'elements'), name).toEqual([]);
        continue;
      }
      const [value, ...more] = childElements(onlyChild(element, 'elements'));
      expect(more, name).toEqual([]);
      expect(value?.attributes, name).toMatchObject({ id: name, valueName: name });
      expect(element.attributes.presentation, name).toBe(`$(presentation.${name})`);
      switch (type.kind) {
        case 'integer':
          expect(value?.name, name).toBe('longDecimal');
          expect(value?.attributes, name).toMatchObject({ minValue: String(type.min), maxValue: String(type.max) });
          break;
        case 'enum': {
          expect(value?.name, name).toBe('enum');
          const items = childElements(value as XmlElement, 'item');
          expect(
            items.map((item) => textOf(onlyChild(onlyChild(item, 'value'), 'string'))),
            name,
          ).toEqual(type.values);
          break;
        }
        case 'string':
          expect(value?.name, name).toBe(isMultiLine(type) ? 'multiText' : 'text');
          break;
      }
    }
  });

  it("writes each value as a registry type the app's watcher reads for its kind, and the README says so", () => {
    const readme = files['policies/README.md'] ?? '';
    for (const name of POLICY_NAMES) {
      const element = policy(name);
      const written =
        policyOf(name).kind === 'boolean'
          ? new Set(['enabledValue', 'disabledValue'].map((value) => registryTypeWritten(soleChild(onlyChild(element, value)))))
          : new Set(childElements(onlyChild(element, 'elements')).map(registryTypeWritten));
      expect(written.size, name).toBe(1);
      const [type] = [...written];
      expect(REGISTRY_TYPES_READ[watcherTypeOf(name)], name).toContain(type);
      expect(readme, name).toContain(`| \`${name}\` | ${translator('en').t(`policy.${name}.title`)} | ${type}`);
    }
  });

  it('writes under the key the app reads (the registry ignores case)', () => {
    for (const element of policies) expect(element.attributes.key?.toLowerCase()).toBe(REGISTRY_PATH.toLowerCase());
  });
});

describe('the ADML of each language', () => {
  const admxReferences = (kind: 'string' | 'presentation'): string[] =>
    [...admx().matchAll(new RegExp(`\\$\\(${kind}\\.([\\w]+)\\)`, 'g'))].map((found) => found[1] ?? '');

  for (const language of UI_LANGUAGES) {
    const root = parseXml(adml(language));
    const resources = onlyChild(root, 'resources');
    const strings = new Map(childElements(onlyChild(resources, 'stringTable'), 'string').map((s) => [s.attributes.id, textOf(s)]));
    const presentations = childElements(onlyChild(resources, 'presentationTable'), 'presentation');

    it(`${language}: is ${ADML_PATHS[language]}, with every string and presentation the ADMX refers to`, () => {
      expect(files[ADML_PATHS[language]]).toBe(adml(language));
      expect(root.name).toBe('policyDefinitionResources');
      for (const id of admxReferences('string')) expect(strings.get(id), `${language}: string ${id}`).toMatch(/\S/);
      expect(presentations.map((p) => p.attributes.id).sort()).toEqual([...new Set(admxReferences('presentation'))].sort());
    });

    it(`${language}: names every policy with the catalogue's title and description`, () => {
      for (const name of POLICY_NAMES) {
        expect(strings.get(name), name).toBe(translator(language).t(`policy.${name}.title`));
        expect(strings.get(`${name}_Explain`), name).toBe(translator(language).t(`policy.${name}.description`));
      }
    });

    it(`${language}: has a control for each policy with a value to enter, pointing at its element`, () => {
      for (const name of POLICY_NAMES.filter((n) => policyOf(n).kind !== 'boolean')) {
        const presentation = presentations.find((p) => p.attributes.id === name);
        const control = allElements(presentation as XmlElement).find((element) => element.attributes.refId !== undefined);
        expect(control?.attributes.refId, name).toBe(name);
      }
    });
  }

  it('is German in German: every description differs from the English one, and reads German', () => {
    const german = parseXml(adml('de'));
    const text = textOf(onlyChild(onlyChild(german, 'resources'), 'stringTable'));
    for (const name of POLICY_NAMES) {
      expect(translator('de').t(`policy.${name}.description`), name).not.toBe(translator('en').t(`policy.${name}.description`));
    }
    expect(text).toMatch(/[äöüß„]/);
    expect(text).toMatch(/\b(die|der|das|und|nicht)\b/);
  });
});

describe('the macOS profile', () => {
  const root = parseXml(mobileconfig());
  /** A plist dict as its keys and the element after each. */
  const entries = (dict: XmlElement): Map<string, XmlElement> => {
    const children = childElements(dict);
    const map = new Map<string, XmlElement>();
    for (let i = 0; i < children.length; i += 2) map.set(textOf(children[i] as XmlElement), children[i + 1] as XmlElement);
    return map;
  };
  const profile = entries(onlyChild(root, 'dict'));
  const payload = entries(onlyChild(profile.get('PayloadContent') as XmlElement, 'dict'));
  it('is a configuration profile with one payload for the app, with fixed identifiers', () => {
    expect(textOf(profile.get('PayloadType') as XmlElement)).toBe('Configuration');
    expect(textOf(payload.get('PayloadType') as XmlElement)).toBe(BUNDLE_ID);
    for (const dict of [profile, payload]) {
      expect(textOf(dict.get('PayloadUUID') as XmlElement)).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/);
      expect(textOf(dict.get('PayloadIdentifier') as XmlElement)).toMatch(new RegExp(`^${BUNDLE_ID.replaceAll('.', '\\.')}\\.`));
      expect(dict.get('PayloadVersion')?.name).toBe('integer');
      expect(textOf(dict.get('PayloadDisplayName') as XmlElement)).toBe('Price Lookup');
    }
  });

  it("sets every policy to its example, with a plist type the app's watcher reads for its kind", () => {
    expect([...payload.keys()].filter((key) => !key.startsWith('Payload'))).toEqual(POLICY_NAMES);
    expect(BUNDLE_ID).toBe(MACOS_APP_ID);
    for (const name of POLICY_NAMES) {
      const value = payload.get(name) as XmlElement;
      expect(PLIST_TYPES_READ[watcherTypeOf(name)], name).toContain(value.name);
      const read =
        value.name === 'true' ? true : value.name === 'false' ? false : value.name === 'integer' ? Number(textOf(value)) : textOf(value);
      expect(read, name).toEqual(EXAMPLE_VALUES[name]);
    }
  });
});

describe('the example policy.json', () => {
  const JS_TYPES: Readonly<Record<PolicyType['kind'], string>> = {
    boolean: 'boolean',
    integer: 'number',
    enum: 'string',
    string: 'string',
  };

  it('sets every policy, with the JSON type of its kind, to a value that passes the checks', () => {
    const parsed = JSON.parse(policyJson()) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(POLICY_NAMES);
    for (const name of POLICY_NAMES) {
      expect(typeof parsed[name], name).toBe(JS_TYPES[policyOf(name).kind]);
      expect(problemWith(policyOf(name), parsed[name]), name).toBeNull();
    }
  });
});
