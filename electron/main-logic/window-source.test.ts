import { describe, expect, it } from 'vitest';
import { APP_URL } from '../core/app-files';
import { DEV_SERVER_ENV, devServerOrigin, mayNavigate, windowSource } from './window-source';

const built = { url: `${APP_URL}index.html`, appUrl: APP_URL, devOrigin: null };

describe('windowSource', () => {
  it('loads the built renderer when no dev server is named', () => {
    expect(windowSource({}, false)).toEqual(built);
  });

  it("loads the dev server's page in an unpackaged app, and takes its origin as the UI's", () => {
    expect(windowSource({ [DEV_SERVER_ENV]: 'http://127.0.0.1:5173/' }, false)).toEqual({
      url: 'http://127.0.0.1:5173/',
      appUrl: 'http://127.0.0.1:5173/',
      devOrigin: 'http://127.0.0.1:5173',
    });
  });

  it('never reads the variable in a packaged app', () => {
    expect(windowSource({ [DEV_SERVER_ENV]: 'http://127.0.0.1:5173/' }, true)).toEqual(built);
  });

  it('falls back to the built renderer for an address it refuses', () => {
    expect(windowSource({ [DEV_SERVER_ENV]: 'https://evil.example/' }, false)).toEqual(built);
  });
});

describe('devServerOrigin', () => {
  it.each([
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173'],
    ['http://localhost:40001/', 'http://localhost:40001'],
    ['http://[::1]:5173/', 'http://[::1]:5173'],
    [' http://127.0.0.1:5173/ ', 'http://127.0.0.1:5173'],
  ])('takes %j as %j', (value, origin) => {
    expect(devServerOrigin(value)).toBe(origin);
  });

  it.each([
    undefined,
    '',
    'https://127.0.0.1:5173/',
    'http://127.0.0.1/',
    'http://127.0.0.2:5173/',
    'http://10.0.0.5:5173/',
    'http://dev.example:5173/',
    'http://127.0.0.1.evil.example:5173/',
    'http://localhost.evil.example:5173/',
    'http://user:pw@127.0.0.1:5173/',
    'http://127.0.0.1:5173/index.html',
    'http://127.0.0.1:5173/?x=1',
    'http://127.0.0.1:5173/#x',
    'file:///etc/passwd',
    'app://price-lookup/',
    'ws://127.0.0.1:5173/',
    'not a url',
  ])('refuses %j', (value) => {
    expect(devServerOrigin(value)).toBeNull();
  });
});

describe('mayNavigate', () => {
  const dev = windowSource({ [DEV_SERVER_ENV]: 'http://127.0.0.1:5173/' }, false);

  it('lets the built renderer go nowhere, not even to itself', () => {
    for (const url of [`${APP_URL}index.html`, 'http://127.0.0.1:5173/', 'https://evil.example/']) {
      expect(mayNavigate(built, url)).toBe(false);
    }
  });

  it("lets the dev server's page reload itself, within its origin only", () => {
    expect(mayNavigate(dev, 'http://127.0.0.1:5173/')).toBe(true);
    expect(mayNavigate(dev, 'http://127.0.0.1:5173/index.html?t=1')).toBe(true);
    for (const url of [
      'http://127.0.0.1:5174/',
      'http://localhost:5173/',
      'https://127.0.0.1:5173/',
      APP_URL,
      'https://evil.example/',
      'nonsense',
    ]) {
      expect(mayNavigate(dev, url)).toBe(false);
    }
  });
});
