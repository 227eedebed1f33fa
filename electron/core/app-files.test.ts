import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentTypeOf, devServerPolicy, resolveAppFile } from './app-files';

const root = join('/srv', 'renderer');

describe('resolveAppFile', () => {
  it.each([
    ['/', join(root, 'index.html')],
    ['', join(root, 'index.html')],
    ['/index.html', join(root, 'index.html')],
    ['/assets/index-abc.js', join(root, 'assets', 'index-abc.js')],
  ])('maps %j inside the folder', (path, expected) => {
    expect(resolveAppFile(root, path)).toBe(expected);
  });

  it.each([
    '/../secret',
    '/assets/../index.html',
    '/..\\secret',
    '/%2e%2e/secret',
    '/..%2fsecret',
    '/assets/%2e%2e/%2e%2e/x',
    '/a%00b',
    '/%E0%A4%A',
  ])('refuses %j', (path) => {
    expect(resolveAppFile(root, path)).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.JS', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.bin', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  it('allows only the app itself and no network', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });
});

describe('resolveAppFile, more paths', () => {
  it.each([
    '/..',
    '/assets/..',
    '/%2e%2e',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/assets%2f..%2f..%2fsecret',
    '/%5c..%5csecret',
    '/.%2e/secret',
    '/index.html%00.js',
    '/%',
    '/%zz',
    '/%c0%ae%c0%ae/secret',
  ])('refuses %j', (path) => {
    expect(resolveAppFile(root, path)).toBeNull();
  });

  it('works with a trailing slash on the folder', () => {
    expect(resolveAppFile(`${root}/`, '/assets/x.js')).toBe(join(root, 'assets', 'x.js'));
  });

  it('reads a doubly encoded dot segment as a plain name inside the folder', () => {
    expect(resolveAppFile(root, '/%252e%252e/secret')).toBe(join(root, '%2e%2e', 'secret'));
  });

  it.each(['/', '/a/b/c.css', '//etc/passwd', '/./index.html', '/assets//x.js', '/a b.png', '/%E2%82%AC.svg'])(
    'keeps %j inside the folder',
    (path) => {
      const file = resolveAppFile(root, path);
      expect(file).not.toBeNull();
      expect(file?.startsWith(`${root}/`)).toBe(true);
    },
  );
});

describe('contentTypeOf, more types', () => {
  it.each([
    ['/srv/renderer/icon.svg', 'image/svg+xml'],
    ['logo.PNG', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['manifest.json', 'application/json'],
    ['favicon.ico', 'image/x-icon'],
    ['noextension', 'application/octet-stream'],
    ['archive.html.gz', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});

describe('devServerPolicy', () => {
  const nonce = 'AbCdEfGhIjKlMnOpQrStUv';
  const policy = devServerPolicy(nonce);
  const directive = (name: string): string | undefined => policy.find((entry) => entry.split(' ')[0] === name);

  it("lets in scripts and styles of the page's own origin and those carrying the server's nonce, nothing else", () => {
    expect(directive('script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(directive('style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy.join('; ')).not.toMatch(/unsafe-|\*|https?:|ws:/);
  });

  it('opens connections to its own origin only (the HMR websocket), where the app opens none', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });

  it("keeps every other directive of the app's policy as it is", () => {
    const others = (directives: readonly string[]) =>
      directives.filter((entry) => !['script-src', 'style-src', 'connect-src'].includes(entry.split(' ')[0] ?? ''));
    expect(others(policy)).toEqual(others(CONTENT_SECURITY_POLICY.split('; ')));
  });

  it.each(['', 'short', "abc' 'unsafe-inline", 'AbCdEfGhIjKlMnOp; script-src *'])('refuses %j as a nonce', (bad) => {
    expect(() => devServerPolicy(bad)).toThrow();
  });
});
