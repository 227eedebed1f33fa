// A small strict XML reader for tests of the files the app generates (the policy templates). The XML
// packages in node_modules are only there for electron-builder, and xmldom lets a stray "<" or "&" pass and
// would bring the DOM types into the Node code's type check. Enough XML for generated files: elements,
// attributes, text, comments, the declaration and a DOCTYPE without an internal subset; no CDATA.

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly XmlNode[];
}
type XmlNode = XmlElement | string;

const NAME = /[A-Za-z_:][\w.:-]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// Characters XML 1.0 does not allow at all: finding them is the point of this pattern.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** The root element of a document; throws, saying where, when the text is not well-formed XML. */
export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new Error(`not well-formed XML, line ${line}: ${why}`);
  };
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (!found) return null;
    at += found[0].length;
    return found[0];
  };
  const expect = (literal: string): void => {
    if (!text.startsWith(literal, at)) fail(`expected ${JSON.stringify(literal)}`);
    at += literal.length;
  };
  const name = (): string => match(NAME) ?? fail('expected a name');
  const space = (): boolean => (match(SPACE) ?? '') !== '';
  const decode = (raw: string): string => {
    if (/]]>/.test(raw)) fail('"]]>" in text');
    if (FORBIDDEN.test(raw)) fail('a character XML does not allow');
    return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
      if (ref === undefined) return fail('a bare "&"');
      const code = /^#(\d+)$/.exec(ref)?.[1] ?? null;
      const hex = /^#x([\da-fA-F]+)$/.exec(ref)?.[1] ?? null;
      if (code !== null) return String.fromCodePoint(Number(code));
      if (hex !== null) return String.fromCodePoint(parseInt(hex, 16));
      return ENTITIES[ref] ?? fail(`unknown entity ${whole}`);
    });
  };
  const comment = (): void => {
    const end = text.indexOf('-->', at);
    if (end < 0) fail('a comment without its end');
    if (text.slice(at + 4, end).includes('--')) fail('"--" in a comment');
    at = end + 3;
  };
  // Whitespace and comments between the parts of the prolog, and after the root.
  const misc = (): void => {
    for (;;) {
      space();
      if (text.startsWith('<!--', at)) comment();
      else return;
    }
  };
  const element = (): XmlElement => {
    expect('<');
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const spaced = space();
      if (text.startsWith('/>', at) || text.startsWith('>', at)) break;
      if (!spaced) fail('expected a space before an attribute');
      const attribute = name();
      if (Object.hasOwn(attributes, attribute)) fail(`attribute ${attribute} twice`);
      space();
      expect('=');
      space();
      const value = match(/"[^"<]*"|'[^'<]*'/y) ?? fail(`attribute ${attribute} not quoted, or with "<"`);
      attributes[attribute] = decode(value.slice(1, -1));
    }
    if (text.startsWith('/>', at)) {
      at += 2;
      return { name: tag, attributes, children: [] };
    }
    expect('>');
    const children: XmlNode[] = [];
    for (;;) {
      const raw = match(/[^<]+/y);
      if (raw !== null) children.push(decode(raw));
      if (at >= text.length) fail(`<${tag}> not closed`);
      if (text.startsWith('<!--', at)) comment();
      else if (text.startsWith('</', at)) break;
      else if (text.startsWith('<!', at) || text.startsWith('<?', at)) fail('CDATA or a processing instruction in content');
      else children.push(element());
    }
    expect('</');
    const closing = name();
    if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
    space();
    expect('>');
    return { name: tag, attributes, children };
  };

  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end < 0) fail('the declaration has no end');
    if (!/^<\?xml version="1\.[0-9]"( encoding="[\w-]+")?( standalone="(yes|no)")?\s*$/.test(text.slice(at, end)))
      fail('a bad declaration');
    at = end + 2;
  }
  misc();
  if (text.startsWith('<!DOCTYPE', at)) {
    if (!match(/<!DOCTYPE [\w:.-]+( PUBLIC "[^"]*" "[^"]*"| SYSTEM "[^"]*")?\s*>/y)) fail('a DOCTYPE this reader does not take');
    misc();
  }
  const root = element();
  misc();
  if (at < text.length) fail('something after the root element');
  return root;
}

/** The child elements of an element, those named `name` when given. */
export function childElements(parent: XmlElement, name?: string): XmlElement[] {
  return parent.children.filter((child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name));
}

/** The one child element named `name`; throws when there is none or more than one. */
export function onlyChild(parent: XmlElement, name: string): XmlElement {
  const found = childElements(parent, name);
  if (found.length !== 1) throw new Error(`<${parent.name}> has ${found.length} <${name}>, not 1`);
  return found[0] as XmlElement;
}

/** Every element below (and including) this one, in document order. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...childElements(root).flatMap(allElements)];
}

/** The text of an element, its children's included. */
export function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}
