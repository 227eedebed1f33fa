import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues/all';
import { resolveUiLanguage } from './language';
import { translator } from './translator';
import { offeredPlaceholders, placeholderNamed } from '../quote/placeholders';

/** The arguments a message takes, with how it uses each (plain, number, plural, select …). */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

const keys = (language: 'de' | 'en') => Object.keys(CATALOGUES[language]).sort();

describe('the catalogues', () => {
  it('have the same keys in German and English', () => {
    expect(keys('de')).toEqual(keys('en'));
  });

  // The e-mail's built-in bodies are templates, whose placeholders are named in each text's language (placeholders.ts).
  const TEMPLATES = new Set(['mail.defaultBody']);

  it.each(keys('en').filter((key) => !TEMPLATES.has(key)))('%s: parses in both languages with the same placeholders', (key) => {
    const en = CATALOGUES.en[key as keyof typeof CATALOGUES.en];
    const de = CATALOGUES.de[key as keyof typeof CATALOGUES.de];
    expect([...argumentsOf(parse(de))].sort()).toEqual([...argumentsOf(parse(en))].sort());
  });

  it.each([...TEMPLATES])('%s: has the same placeholders in both languages, each named in its own', (key) => {
    const placeholders = (language: 'de' | 'en'): string[] => {
      const names = [...argumentsOf(parse(CATALOGUES[language][key as keyof typeof CATALOGUES.en]))].map((name) =>
        name.replace(/:argument$/, ''),
      );
      for (const name of names) expect(offeredPlaceholders('mail', language), `${language} {${name}}`).toContain(`{${name}}`);
      return names.map((name) => placeholderNamed(name) ?? name).sort();
    };
    expect(placeholders('de')).toEqual(placeholders('en'));
  });

  it('have no empty message', () => {
    for (const language of ['de', 'en'] as const) {
      for (const [key, text] of Object.entries(CATALOGUES[language])) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('use plurals, not hand-made ones: a plural form is never written as "(s)" or "1 lines"', () => {
    for (const text of [...Object.values(CATALOGUES.en), ...Object.values(CATALOGUES.de)]) expect(text).not.toMatch(/\(s\)|\(e\)n\b/);
  });
});

describe('the UI language', () => {
  it('follows the first preferred language the app speaks, English otherwise', () => {
    expect(resolveUiLanguage('system', ['de-AT', 'en-US'])).toBe('de');
    expect(resolveUiLanguage('system', ['fr-FR', 'en-GB'])).toBe('en');
    expect(resolveUiLanguage('system', ['fr-FR'])).toBe('en');
    expect(resolveUiLanguage('system', ['de_CH'])).toBe('de');
    expect(resolveUiLanguage('en', ['de-DE'])).toBe('en');
    expect(resolveUiLanguage('de', [])).toBe('de');
  });

  it('names countries in the UI language', () => {
    expect(translator('de').countryLabel('de')).toBe('Deutschland (de)');
    expect(translator('en').countryLabel('se')).toBe('Sweden (se)');
    expect(translator('de').countryLabel('ch')).toBe('Schweiz (ch)');
  });
});
