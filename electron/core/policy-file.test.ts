import { describe, expect, it } from 'vitest';
import { policyFilePath, policyFileToRead } from './policy-file';

describe('where the policy file is read', () => {
  it('on Windows there is none: any account may write %ProgramData%, so policies come from the registry only', () => {
    expect(policyFilePath('win32', { ProgramData: 'C:\\ProgramData' })).toBeNull();
    expect(policyFilePath('win32', {})).toBeNull();
  });

  it('on macOS and Linux it is a place only an administrator can write, whatever the environment says', () => {
    const env = { ProgramData: '/tmp/planted', HOME: '/tmp/home', XDG_CONFIG_HOME: '/tmp/planted' };
    expect(policyFilePath('darwin', env)).toBe('/Library/Application Support/Price Lookup/policy.json');
    expect(policyFilePath('linux', env)).toBe('/etc/price-lookup/policy.json');
  });

  it('takes PRICE_LOOKUP_POLICY_FILE only in an unpackaged test run', () => {
    const env = { PRICE_LOOKUP_POLICY_FILE: '/tmp/planted/policy.json', ProgramData: '/tmp/planted' };
    expect(policyFileToRead(env, false, 'linux')).toBe('/tmp/planted/policy.json');
    expect(policyFileToRead(env, false, 'win32')).toBe('/tmp/planted/policy.json');
    expect(policyFileToRead(env, true, 'linux')).toBe('/etc/price-lookup/policy.json');
    expect(policyFileToRead(env, true, 'darwin')).toBe('/Library/Application Support/Price Lookup/policy.json');
    expect(policyFileToRead(env, true, 'win32')).toBeNull();
    expect(policyFileToRead({}, false, 'win32')).toBeNull();
  });
});
