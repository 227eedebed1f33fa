import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentTypeOf, resolveAppFile } from './app-files';

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

  it.each(['/../secret', '/assets/../index.html', '/..\\secret', '/%2e%2e/secret', '/..%2fsecret', '/assets/%2e%2e/%2e%2e/x', '/a%00b', '/%E0%A4%A'])('refuses %j', (path) => {
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
