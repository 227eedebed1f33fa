import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { terminalText, withoutControls } from './control-characters';
import { anyText } from '../../test/support/any-text';

const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);

describe('control characters', () => {
  it('takes every C0 and C1 control and DEL out of a field, and keeps tab, line breaks and letters', () => {
    expect(withoutControls('Camping\u001b[31m Müller\u009b2J\u0007')).toBe('Camping[31m Müller2J');
    expect(withoutControls('a\tb\r\nc\u0000')).toBe('a\tb\r\nc');
    expect(withoutControls('Ärger € – “ok” 🏕️')).toBe('Ärger € – “ok” 🏕️');
  });

  test.prop([anyText()])('no field keeps a control character but tab and line breaks', (text) => {
    const kept = withoutControls(text);
    expect([...kept].filter((character) => isControl(character.charCodeAt(0)) && !'\t\r\n'.includes(character))).toEqual([]);
  });

  test.prop([anyText()])('nothing printed to a terminal acts on it: only tab and line ends remain', (text) => {
    const printed = terminalText(text).replaceAll('\r\n', '\n');
    expect([...printed].filter((character) => isControl(character.charCodeAt(0)) && !'\t\n'.includes(character))).toEqual([]);
  });
});
