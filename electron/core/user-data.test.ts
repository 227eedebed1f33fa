import { describe, expect, it } from 'vitest';
import { userDataDir, userDataFolder } from './user-data';

describe('userDataDir', () => {
  // Each system's own separators, whichever system the test runs on (the desktop CI runs it on all three).
  it('uses the folder Electron would name on each system, in that system’s separators', () => {
    expect(userDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toBe(
      'C:\\Users\\a\\AppData\\Roaming\\Price Lookup',
    );
    expect(userDataDir({}, 'win32', 'C:\\Users\\a')).toBe('C:\\Users\\a\\AppData\\Roaming\\Price Lookup');
    expect(userDataDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Price Lookup');
    expect(userDataDir({}, 'linux', '/home/a')).toBe('/home/a/.config/Price Lookup');
  });

  it('takes a Windows PRICE_LOOKUP_USER_DATA as absolute on Windows, and resolves a relative one from the start folder there', () => {
    expect(userDataDir({ PRICE_LOOKUP_USER_DATA: 'D:\\portable' }, 'win32', 'C:\\Users\\a', 'C:\\work')).toBe('D:\\portable');
    expect(userDataDir({ PRICE_LOOKUP_USER_DATA: 'data\\price-lookup' }, 'win32', 'C:\\Users\\a', 'C:\\work')).toBe(
      'C:\\work\\data\\price-lookup',
    );
  });

  it('takes an absolute PRICE_LOOKUP_USER_DATA as it is', () => {
    expect(userDataDir({ PRICE_LOOKUP_USER_DATA: '/tmp/portable' }, 'linux', '/home/a', '/work')).toBe('/tmp/portable');
  });

  it('resolves a relative PRICE_LOOKUP_USER_DATA from the start folder instead of handing Electron a relative path', () => {
    expect(userDataDir({ PRICE_LOOKUP_USER_DATA: 'data/price-lookup' }, 'linux', '/home/a', '/work')).toBe('/work/data/price-lookup');
  });

  it('ignores an empty PRICE_LOOKUP_USER_DATA', () => {
    expect(userDataDir({ PRICE_LOOKUP_USER_DATA: '  ' }, 'linux', '/home/a')).toBe('/home/a/.config/Price Lookup');
  });
});

describe('userDataFolder', () => {
  it('a packaged app ignores PRICE_LOOKUP_USER_DATA: its settings folder is always the user’s own', () => {
    expect(userDataFolder({ PRICE_LOOKUP_USER_DATA: '/tmp/planted' }, true, 'linux', '/home/a')).toEqual({
      dir: '/home/a/.config/Price Lookup',
      chosenBy: 'user',
    });
  });

  it('a test run of the unpackaged app takes it, and knows the folder was chosen by the environment', () => {
    expect(userDataFolder({ PRICE_LOOKUP_USER_DATA: '/tmp/e2e' }, false, 'linux', '/home/a')).toEqual({
      dir: '/tmp/e2e',
      chosenBy: 'environment',
    });
    expect(userDataFolder({}, false, 'linux', '/home/a')).toEqual({ dir: '/home/a/.config/Price Lookup', chosenBy: 'user' });
  });
});
