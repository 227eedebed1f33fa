import { describe, expect, it } from 'vitest';
import { runConfig } from './run-config';
import { systemLocale } from './system-locale-override';

const os = { preferredLanguages: () => ['en-US'], regionalFormat: () => 'en-US' };
const testRun = {
  PRICE_LOOKUP_SYSTEM_LANGUAGES: 'de-DE, en-US',
  PRICE_LOOKUP_REGIONAL_FORMAT: 'de_DE.UTF-8',
  PRICE_LOOKUP_TIMEOUT_MS: '1500',
  PRICE_LOOKUP_KEYCHAIN_SERVICE: 'Price Lookup e2e 1',
  PRICE_LOOKUP_POLICY_FILE: '/tmp/e2e/policy.json',
};

describe('the run configuration', () => {
  it('takes the test settings in an app that is not packaged', () => {
    const config = runConfig(testRun, false, 'linux');
    expect(config).toEqual({
      keychainService: 'Price Lookup e2e 1',
      timeoutMs: 1500,
      systemLanguages: ['de-DE', 'en-US'],
      regionalFormat: 'de-DE',
      policyFile: '/tmp/e2e/policy.json',
    });
    const locale = systemLocale(os, config);
    expect(locale.preferredLanguages()).toEqual(['de-DE', 'en-US']);
    expect(locale.regionalFormat()).toBe('de-DE');
  });

  it('ignores them in an installed app, but for the keychain service', () => {
    // An installed app reads IT's policy file where IT puts it, whatever the environment says.
    const config = runConfig(testRun, true, 'linux');
    expect(config).toEqual({
      keychainService: 'Price Lookup e2e 1',
      timeoutMs: undefined,
      systemLanguages: [],
      regionalFormat: null,
      policyFile: '/etc/price-lookup/policy.json',
    });
    // Windows has no policy file: any account may write %ProgramData%; its policies are the registry's.
    expect(runConfig({ ...testRun, ProgramData: 'D:\\ProgramData' }, true, 'win32').policyFile).toBeNull();
    expect(runConfig(testRun, true, 'darwin').policyFile).toBe('/Library/Application Support/Price Lookup/policy.json');
    expect(systemLocale(os, config).preferredLanguages()).toEqual(['en-US']);
    expect(systemLocale(os, config).regionalFormat()).toBe('en-US');
  });

  it('falls back to the system and the defaults where the environment says nothing usable', () => {
    const config = runConfig(
      { PRICE_LOOKUP_SYSTEM_LANGUAGES: ' ,!!,', PRICE_LOOKUP_REGIONAL_FORMAT: '', PRICE_LOOKUP_TIMEOUT_MS: '50' },
      false,
      'linux',
    );
    expect(config).toEqual({
      keychainService: 'Price Lookup',
      timeoutMs: undefined,
      systemLanguages: [],
      regionalFormat: null,
      policyFile: '/etc/price-lookup/policy.json',
    });
    expect(systemLocale(os, config).preferredLanguages()).toEqual(['en-US']);
  });

  it('asks the system each time, as the user may change its languages while the app runs', () => {
    let languages = ['en-US'];
    const locale = systemLocale({ preferredLanguages: () => languages, regionalFormat: () => 'en-US' }, runConfig({}, false));
    languages = ['de-AT'];
    expect(locale.preferredLanguages()).toEqual(['de-AT']);
  });
});
