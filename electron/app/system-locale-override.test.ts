import { describe, expect, it } from 'vitest';
import { systemLocale } from './system-locale-override';

const os = { preferredLanguages: () => ['en-US'], regionalFormat: () => 'en-US' };
const testRun = { PRICE_LOOKUP_SYSTEM_LANGUAGES: 'de-DE, en-US', PRICE_LOOKUP_REGIONAL_FORMAT: 'de_DE.UTF-8' };

describe('the system languages and regional format', () => {
  it('are what a test run says, in an app that is not packaged', () => {
    const locale = systemLocale(os, false, testRun);
    expect(locale.preferredLanguages()).toEqual(['de-DE', 'en-US']);
    expect(locale.regionalFormat()).toBe('de-DE');
  });

  it('are the system’s in an installed app, whatever the environment says', () => {
    const locale = systemLocale(os, true, testRun);
    expect(locale.preferredLanguages()).toEqual(['en-US']);
    expect(locale.regionalFormat()).toBe('en-US');
  });

  it('are the system’s where the environment says nothing, or nothing usable', () => {
    expect(systemLocale(os, false, {}).preferredLanguages()).toEqual(['en-US']);
    const junk = systemLocale(os, false, { PRICE_LOOKUP_SYSTEM_LANGUAGES: ' ,!!,', PRICE_LOOKUP_REGIONAL_FORMAT: '' });
    expect(junk.preferredLanguages()).toEqual(['en-US']);
    expect(junk.regionalFormat()).toBe('en-US');
  });

  it('asks the system each time, as the user may change its languages while the app runs', () => {
    let languages = ['en-US'];
    const locale = systemLocale({ preferredLanguages: () => languages, regionalFormat: () => 'en-US' }, false, {});
    languages = ['de-AT'];
    expect(locale.preferredLanguages()).toEqual(['de-AT']);
  });
});
