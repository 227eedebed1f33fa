import type { AppErrorKind } from '../../shared/errors';

/**
 * The fault and hostile-input matrix that the core, the CLI and the UI are each tested against. Every
 * case names what goes in, the error kind and message that must come out (or 'ok'), and after each the
 * next ordinary lookup must still succeed.
 */
export interface MatrixCase {
  name: string;
  /** What differs from the ordinary lookup of 900155 in de with the right token. */
  input: { artnr?: string; country?: string; factor?: string; baseUrl?: string; token?: string };
  kind: AppErrorKind | 'ok';
  message: RegExp;
  /** For input errors: the form field the message belongs next to. */
  field?: 'artnr' | 'country' | 'factor' | 'baseUrl';
}

const fault = (name: string, kind: AppErrorKind | 'ok', message: RegExp): MatrixCase => ({
  name: `service: ${name}`,
  input: { artnr: `FAULT-${name}` },
  kind,
  message,
});

const invalid = (name: string, input: MatrixCase['input'], field: NonNullable<MatrixCase['field']>, message: RegExp): MatrixCase => ({
  name,
  input,
  kind: 'invalid-input',
  message,
  field,
});

export const FAULT_MATRIX: readonly MatrixCase[] = [
  fault('slow', 'unavailable', /did not answer within/),
  fault('reset', 'unavailable', /connection was interrupted/),
  fault('401', 'token-rejected', /did not accept the access token/),
  fault('403', 'token-rejected', /may not read prices: it is probably not linked to a customer account/),
  fault('404', 'not-found', /was not found for Germany/),
  fault('429', 'unavailable', /busy right now\. Try again in 1 second/),
  fault('429-no-retry-after', 'unavailable', /busy right now\. Try again in a moment/),
  fault('500', 'unavailable', /could not answer this request/),
  fault('502', 'unavailable', /could not answer this request/),
  fault('503', 'unavailable', /could not answer this request/),
  fault('html', 'unexpected-response', /A web page came back instead of prices: most often the sign-in page of a hotel or guest Wi-Fi/),
  fault('truncated', 'unexpected-response', /something other than price information/),
  fault('empty', 'unexpected-response', /answered without any price information/),
  fault('null', 'unexpected-response', /answer held no price information/),
  fault('array', 'unexpected-response', /answer held no price information/),
  fault('missing-field', 'unexpected-response', /answer was incomplete, so no price is shown/),
  fault('wrong-type', 'unexpected-response', /held a value Price Lookup cannot read/),
  fault('negative-stock', 'unexpected-response', /held a value Price Lookup cannot read/),
  fault('huge', 'unexpected-response', /far more than price information/),
  fault('extra-fields', 'ok', /./),
  fault('redirect-elsewhere', 'unexpected-response', /sent on to another address, as a hotel or guest Wi-Fi does.*not followed/),
  { name: 'service: unknown article', input: { artnr: 'NOPE-4711' }, kind: 'not-found', message: /Article NOPE-4711 was not found/ },
  { name: 'token: wrong', input: { token: 'not-the-right-token' }, kind: 'token-rejected', message: /did not accept the access token/ },
  invalid('article: ../', { artnr: '../etc/passwd' }, 'artnr', /only letters, digits/),
  invalid('article: %2e%2e', { artnr: '%2e%2e' }, 'artnr', /only letters, digits/),
  invalid('article: ?', { artnr: '900155?admin=1' }, 'artnr', /only letters, digits/),
  invalid('article: #', { artnr: '900155#x' }, 'artnr', /only letters, digits/),
  invalid('article: control character', { artnr: '9001\u000755' }, 'artnr', /only letters, digits/),
  invalid('article: 10,000 characters', { artnr: '9'.repeat(10_000) }, 'artnr', /at most 64 characters/),
  invalid('article: emoji', { artnr: '900155🚐' }, 'artnr', /only letters, digits/),
  invalid('article: ..', { artnr: '..' }, 'artnr', /at least one letter or digit/),
  invalid('article: empty', { artnr: '   ' }, 'artnr', /Enter an article number/),
  invalid('factor: 0', { factor: '0' }, 'factor', /greater than 0/),
  invalid('factor: -1', { factor: '-1' }, 'factor', /cannot be negative\. For a discount, type it in percent: -1%/),
  invalid('factor: -100 %', { factor: '-100 %' }, 'factor', /discount must be less than 100%/),
  invalid('factor: 1e400', { factor: '1e400' }, 'factor', /as a number/),
  invalid('factor: NaN', { factor: 'NaN' }, 'factor', /as a number/),
  invalid('factor: 1,2,3', { factor: '1,2,3' }, 'factor', /as a number/),
  invalid('factor: over 1000', { factor: '1000,5' }, 'factor', /at most 1000/),
  invalid('factor: 5 decimals', { factor: '1.23456' }, 'factor', /at most 4 decimal places/),
  { name: 'factor: empty means none', input: { factor: '' }, kind: 'ok', message: /./ },
  invalid('country: xx', { country: 'xx' }, 'country', /Unknown country/),
  invalid('country: us', { country: 'us' }, 'country', /Unknown country/),
  invalid('base URL: javascript:', { baseUrl: 'javascript:alert(1)' }, 'baseUrl', /must start with https/),
  invalid('base URL: file:', { baseUrl: 'file:///etc/passwd' }, 'baseUrl', /must start with https/),
  invalid('base URL: plain http to another host', { baseUrl: 'http://prices.example.com' }, 'baseUrl', /must use https/),
  invalid('base URL: credentials', { baseUrl: 'https://sales:secret@prices.example.com' }, 'baseUrl', /user name or password/),
];
