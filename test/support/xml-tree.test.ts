import { describe, expect, it } from 'vitest';
import { childElements, parseXml, textOf } from './xml-tree';

describe('parseXml', () => {
  it('reads elements, attributes, text with entities, comments, the declaration and a DOCTYPE', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a note -->\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x.dtd">\n' +
        '<plist version="1.0"><dict a=\'1\'><key>K &amp; &lt;&#65;&#x42;&gt;</key><true/></dict></plist>\n',
    );
    expect(root.name).toBe('plist');
    expect(root.attributes).toEqual({ version: '1.0' });
    const [dict] = childElements(root, 'dict');
    expect(dict?.attributes).toEqual({ a: '1' });
    expect(textOf(root)).toBe('K & <AB>');
    expect(childElements(dict ?? root).map((element) => element.name)).toEqual(['key', 'true']);
  });

  it.each([
    ['a tag closed by another', '<a><b></a>'],
    ['a tag never closed', '<a>'],
    ['an attribute twice', '<a x="1" x="2"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['"<" in an attribute', '<a b="<"/>'],
    ['a bare "<" in text', '<a>x < y</a>'],
    ['a bare "&"', '<a>Müller & Söhne</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['"]]>" in text', '<a>]]></a>'],
    ['two roots', '<a/><b/>'],
    ['text outside the root', 'text<a/>'],
    ['no root', ''],
    ['"--" in a comment', '<a><!-- x -- y --></a>'],
    ['a control character', '<a>\u0001</a>'],
  ])('refuses %s', (_why, text) => {
    expect(() => parseXml(text)).toThrow(/not well-formed XML/);
  });
});
