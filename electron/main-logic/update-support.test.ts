import { describe, expect, it } from 'vitest';
import type { UpdatesOff } from '../shared/update-status';
import {
  installKindOf,
  macBundleOf,
  macCodeSigned,
  updatesOffBecause,
  type InstallFacts,
  type InstallKind,
  type UpdateHost,
} from './update-support';

const IT = { url: 'https://intranet.example.com/price-lookup/', mode: 'notify' } as const;
type Row = [
  platform: NodeJS.Platform,
  packaged: boolean,
  install: InstallKind,
  codeSigned: boolean | null,
  publicKey: boolean,
  off: UpdatesOff | null,
];

describe('where updates can install, and if not why', () => {
  it.each<Row>([
    // Windows: the per-user NSIS install only; a copy for all users comes with the next MSI.
    ['win32', true, 'nsis-per-user', null, true, null],
    ['win32', true, 'nsis-per-user', true, true, null],
    ['win32', true, 'nsis-per-user', false, true, 'unsigned'],
    ['win32', true, 'per-machine', true, true, 'notHere'],
    ['win32', false, 'nsis-per-user', true, true, 'notHere'],
    // macOS: Squirrel.Mac installs only into a signed app the user owns.
    ['darwin', true, 'zip', true, true, null],
    ['darwin', true, 'zip', false, true, 'unsigned'],
    ['darwin', true, 'zip', null, true, 'unsigned'],
    ['darwin', true, 'pkg', true, true, 'notHere'],
    ['darwin', true, 'unknown', true, true, 'notHere'],
    // Linux: the AppImage; the .deb is the package manager's.
    ['linux', true, 'appimage', null, true, null],
    ['linux', true, 'deb', null, true, 'packageManager'],
    ['linux', true, 'unknown', null, true, 'notHere'],
    ['linux', false, 'appimage', null, true, 'notHere'],
    ['freebsd', true, 'appimage', null, true, 'notHere'],
    // Without the publisher's key nothing could be verified.
    ['win32', true, 'nsis-per-user', null, false, 'noKey'],
    ['darwin', true, 'zip', true, false, 'noKey'],
    ['linux', true, 'appimage', null, false, 'noKey'],
    // Where they cannot install, that is the reason, key or not.
    ['linux', true, 'deb', null, false, 'packageManager'],
  ])('%s, packaged %s, %s, signed %s, key %s → %s', (platform, packaged, install, codeSigned, publicKey, off) => {
    const host: UpdateHost = { platform, packaged, install, codeSigned, publicKey };
    expect(updatesOffBecause(host, IT)).toBe(off);
  });

  it('where they can install, IT decides: no UpdateUrl policy, or UpdateMode off', () => {
    const host: UpdateHost = { platform: 'linux', packaged: true, install: 'appimage', codeSigned: null, publicKey: true };
    expect(updatesOffBecause(host, { url: null, mode: 'notify' })).toBe('noAddress');
    expect(updatesOffBecause(host, { url: IT.url, mode: 'off' })).toBe('modeOff');
    expect(updatesOffBecause(host, { url: IT.url, mode: 'auto' })).toBeNull();
  });
});

describe('how this copy was installed', () => {
  const facts = (over: Partial<InstallFacts>): InstallFacts => ({
    platform: 'linux',
    exePath: '/opt/Price Lookup/price-lookup',
    localAppData: undefined,
    appImage: undefined,
    packageType: null,
    bundleOwner: null,
    ...over,
  });
  it.each<[string, Partial<InstallFacts>, InstallKind]>([
    [
      'the NSIS install under %LOCALAPPDATA%',
      {
        platform: 'win32',
        exePath: 'C:\\Users\\anna\\AppData\\Local\\Programs\\price-lookup\\Price Lookup.exe',
        localAppData: 'C:\\Users\\anna\\AppData\\Local',
      },
      'nsis-per-user',
    ],
    [
      'the MSI in Program Files',
      { platform: 'win32', exePath: 'C:\\Program Files\\Price Lookup\\Price Lookup.exe', localAppData: 'C:\\Users\\anna\\AppData\\Local' },
      'per-machine',
    ],
    [
      'the pkg (owned by root)',
      { platform: 'darwin', exePath: '/Applications/Price Lookup.app/Contents/MacOS/Price Lookup', bundleOwner: 0 },
      'pkg',
    ],
    [
      'the app dragged from the dmg or zip',
      { platform: 'darwin', exePath: '/Applications/Price Lookup.app/Contents/MacOS/Price Lookup', bundleOwner: 501 },
      'zip',
    ],
    [
      'a bundle whose owner is unknown',
      { platform: 'darwin', exePath: '/Applications/Price Lookup.app/Contents/MacOS/Price Lookup' },
      'unknown',
    ],
    ['the AppImage', { appImage: '/home/anna/Apps/Price-Lookup-0.1.0-x86_64.AppImage' }, 'appimage'],
    // electron-builder writes package-type into the folder the .deb and the AppImage share.
    ['the AppImage carrying package-type deb', { appImage: '/home/anna/Price-Lookup.AppImage', packageType: 'deb' }, 'appimage'],
    ['the .deb', { exePath: '/opt/Price Lookup/price-lookup', packageType: 'deb' }, 'deb'],
    ['an unpacked folder', {}, 'unknown'],
    ['a relative $APPIMAGE', { appImage: 'Price-Lookup.AppImage' }, 'unknown'],
  ])('%s', (_case, over, kind) => {
    expect(installKindOf(facts(over))).toBe(kind);
  });

  it('finds the macOS bundle of its executable', () => {
    expect(macBundleOf('/Applications/Price Lookup.app/Contents/MacOS/Price Lookup')).toBe('/Applications/Price Lookup.app');
    expect(macBundleOf('/usr/local/bin/price-lookup')).toBeNull();
  });

  it('tells a Developer ID signature from an ad-hoc one in codesign’s words', () => {
    const adHoc =
      'Executable=/Applications/Price Lookup.app/Contents/MacOS/Price Lookup\nIdentifier=com.pricelookup.desktop\nFormat=app bundle with Mach-O thin (arm64)\nSignature=adhoc\nTeamIdentifier=not set\n';
    const signed =
      'Executable=/Applications/Price Lookup.app/Contents/MacOS/Price Lookup\nIdentifier=com.pricelookup.desktop\nAuthority=Developer ID Application: Example GmbH (ABCDE12345)\nAuthority=Developer ID Certification Authority\nAuthority=Apple Root CA\nTeamIdentifier=ABCDE12345\n';
    expect(macCodeSigned(adHoc)).toBe(false);
    expect(macCodeSigned(signed)).toBe(true);
    expect(macCodeSigned('code object is not signed at all')).toBe(false);
  });
});
