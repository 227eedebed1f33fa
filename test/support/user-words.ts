/** What a user must never have to read: each with the pattern that finds it. */
const JARGON: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a status code', pattern: /(?<![\d.,])[1-5]\d\d(?![\d.,]|\s*%)/g },
  { name: 'a host and port', pattern: /\b(?:[a-z][\w-]*(?:\.[\w-]+)*|\d{1,3}(?:\.\d{1,3}){3}):\d{2,5}\b/gi },
  { name: 'an IP address', pattern: /\b\d{1,3}(?:\.\d{1,3}){3}\b/g },
  { name: 'localhost', pattern: /\blocalhost\b/gi },
  { name: 'a protocol or format word', pattern: /\b(?:HTTPS?|JSON|XML|HTML|MIME)\b|text\/html|content.?type|Inhaltstyp/gi },
  { name: 'a field name in quotes', pattern: /["„“'‘][a-z]+_?[a-z_]*["“”'’]/g },
];

/**
 * The technical words in a text a user reads (a status code, host, port, protocol or format word, a field
 * name), each as "what: the words"; none is []. What the user typed themselves (an article number such as
 * FAULT-404) is left out first.
 */
export function jargonIn(text: string, typed: readonly string[] = []): string[] {
  const read = typed.reduce((rest, input) => (input === '' ? rest : rest.split(input).join(' ')), text);
  return JARGON.flatMap(({ name, pattern }) => [...read.matchAll(pattern)].map((found) => `${name}: ${found[0]}`));
}
