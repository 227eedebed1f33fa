import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { APP_ID, DESKTOP_FILE_NAME } from '../electron/core/app-id';
import { isReverseDnsId } from '../test/support/reverse-dns-id';

interface Target {
  target: string;
  arch: string[];
}
interface BuilderConfig {
  appId: string;
  forceCodeSigning?: boolean;
  files: string[];
  asarUnpack: string[];
  publish: unknown;
  electronFuses: Record<string, boolean>;
  win: { icon: string; target: Target[]; signtoolOptions?: { publisherName?: string[] }; verifyUpdateCodeSignature?: boolean };
  nsis: Record<string, unknown>;
  msi: Record<string, unknown>;
  mac: Record<string, unknown> & { icon: string; target: Target[] };
  dmg: Record<string, unknown>;
  pkg: Record<string, unknown>;
  linux: Record<string, unknown> & { target: Target[] };
  deb?: Record<string, unknown>;
}

const config = load(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/**
 * The file each Windows and macOS target writes into release/, per arch, from its artifactName; with
 * `<version>` and `<arch>` as the IT guide writes them when asked so.
 */
function installerNames(placeholders = false): string[] {
  const extensions: Record<string, string> = { nsis: 'exe', msi: 'msi', dmg: 'dmg', pkg: 'pkg', zip: 'zip' };
  // The zip takes the mac section's own artifactName.
  const options: Record<string, Record<string, unknown>> = {
    nsis: config.nsis,
    msi: config.msi,
    dmg: config.dmg,
    pkg: config.pkg,
    zip: config.mac,
  };
  return [...config.win.target, ...config.mac.target].flatMap(({ target, arch }) =>
    arch.map((oneArch) =>
      String(options[target]?.artifactName)
        .replaceAll('${version}', placeholders ? '<version>' : version)
        .replaceAll('${arch}', placeholders ? '<arch>' : oneArch)
        .replaceAll('${ext}', extensions[target] ?? '?'),
    ),
  );
}

/** RFC 4122 name-based UUID (SHA-1), upper case: how electron-builder makes an MSI upgrade code from appId. */
function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.concat([Buffer.from(namespace.replaceAll('-', ''), 'hex'), Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.toString('hex').toUpperCase();
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

describe('electron-builder.yml', () => {
  it('builds the offline NSIS installer (not the web installer) and an MSI, both x64', () => {
    expect(config.win.target).toEqual([
      { target: 'nsis', arch: ['x64'] },
      { target: 'msi', arch: ['x64'] },
    ]);
  });

  it('installs the MSI per machine for IT: one-click, no run after install, the shortcuts the NSIS makes', () => {
    // electron-builder's MSI template: perMachine sets ALLUSERS=1 (Program Files); oneClick false would
    // add the dialog that offers a per-user install.
    expect(config.msi).toMatchObject({ perMachine: true, oneClick: true, runAfterFinish: false });
    for (const shortcut of ['createDesktopShortcut', 'createStartMenuShortcut', 'shortcutName']) {
      expect(config.msi[shortcut], shortcut).toBe(config.nsis[shortcut]);
    }
    expect(config.msi.shortcutName).toBe('Price Lookup');
  });

  it('pins the MSI upgrade code electron-builder derives from appId, so a newer MSI replaces the installed one', () => {
    // MsiTarget.upgradeCode: UUID v5 of appId in electron-builder's namespace.
    expect(config.msi.upgradeCode).toBe(uuidV5(config.appId, 'd752fe43-5d44-44d5-9fc9-6dd1bf19d5cc'));
    expect(config.msi.upgradeCode).toBe('E11DD78F-E9DE-59D7-8D1A-1D7BD284E5D8');
  });

  it('installs strictly per user: one-click, no "all users" page, no elevation, no folder choice', () => {
    // electron-builder's NSIS options: with oneClick false and perMachine false the assisted installer
    // shows the install-mode page ("for all users" to admins) and lets a non-admin pick any folder.
    expect(config.nsis.oneClick).toBe(true);
    expect(config.nsis.perMachine).toBe(false);
    for (const assistedOnly of ['allowElevation', 'allowToChangeInstallationDirectory', 'selectPerMachineByDefault']) {
      expect(config.nsis).not.toHaveProperty(assistedOnly);
    }
  });

  it('re-signs an unsigned macOS build ad hoc after the fuses, and never turns signing or notarization off', () => {
    expect(config.electronFuses.resetAdHocDarwinSignature).toBe(true);
    expect(config.mac).not.toHaveProperty('identity');
    expect(config.mac.notarize).not.toBe(false);
  });

  it('may ask Mail or Outlook for a draft on macOS: Apple events entitled, the question macOS asks worded, Electron’s own entitlements kept', () => {
    const entitlements = readFileSync(String(config.mac.entitlements), 'utf8');
    for (const key of [
      'com.apple.security.automation.apple-events',
      'com.apple.security.cs.allow-jit',
      'com.apple.security.cs.allow-unsigned-executable-memory',
      'com.apple.security.cs.disable-library-validation',
    ])
      expect(entitlements).toMatch(new RegExp(`<key>${key.replaceAll('.', '\\.')}</key>\\s*<true/>`));
    expect(config.mac.extendInfo).toMatchObject({ NSAppleEventsUsageDescription: expect.stringContaining('mail program') });
  });

  it('builds a dmg and a pkg for macOS, and the zip electron-updater installs, each for Apple Silicon and Intel', () => {
    expect(config.mac.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'pkg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ]);
  });

  it('installs the pkg into /Applications on the startup disk only, never relocated to another copy', () => {
    expect(config.pkg).toMatchObject({
      installLocation: '/Applications',
      allowAnywhere: false,
      allowCurrentUserHome: false,
      allowRootDirectory: true,
      isRelocatable: false,
    });
  });

  it('builds the pkg unsigned when there is no "Developer ID Installer" identity, instead of failing', () => {
    // PkgTarget throws for a missing identity only with forceCodeSigning; a named identity would be required.
    expect(config.forceCodeSigning).not.toBe(true);
    expect(config.pkg).not.toHaveProperty('identity');
  });

  it('names every Windows and macOS installer apart, as the IT guide and the CI uploads expect', () => {
    expect(installerNames()).toEqual([
      `Price-Lookup-Setup-${version}.exe`,
      `Price-Lookup-${version}.msi`,
      `Price-Lookup-${version}-x64.dmg`,
      `Price-Lookup-${version}-arm64.dmg`,
      `Price-Lookup-${version}-x64.pkg`,
      `Price-Lookup-${version}-arm64.pkg`,
      `Price-Lookup-${version}-x64-mac.zip`,
      `Price-Lookup-${version}-arm64-mac.zip`,
    ]);
    expect(new Set(installerNames()).size).toBe(installerNames().length);
    const itGuide = readFileSync('docs/it-guide.md', 'utf8');
    for (const name of new Set(installerNames(true))) expect(itGuide, name).toContain(`\`${name}\``);
  });

  it('builds a .deb for Linux, which carries the AppArmor profile Ubuntu 24.04+ needs, beside the AppImage', () => {
    expect(config.linux.target.map((target) => target.target)).toEqual(['deb', 'AppImage']);
    // electron-builder's own profile (templates/linux/apparmor-profile.tpl) unless one is named: none is.
    expect(config.linux).not.toHaveProperty('appArmorProfile');
    expect(config.deb ?? {}).not.toHaveProperty('appArmorProfile');
    expect(config.deb ?? {}).not.toHaveProperty('afterInstall');
  });

  it('gives the app one reverse-DNS id: appId, and the Linux desktop file named after it, which Electron uses as its Wayland app_id', () => {
    expect(config.appId).toBe(APP_ID);
    expect(isReverseDnsId(APP_ID)).toBe(true);
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { desktopName?: string };
    // Electron reads desktopName from package.json at start; electron-builder names the .desktop file by it.
    expect(packageJson.desktopName).toBe(DESKTOP_FILE_NAME);
    expect(DESKTOP_FILE_NAME).toBe(`${config.appId}.desktop`);
    expect(config.linux.syncDesktopName).toBe(true);
  });

  it('pins the Windows publisher, so a signed build installs only an installer signed by that publisher', () => {
    expect(config.win.signtoolOptions?.publisherName).toEqual([expect.stringMatching(/\S/)]);
    expect(config.win.verifyUpdateCodeSignature).not.toBe(false);
  });

  it('writes a generic update feed, never uploading it: the app takes the real address from IT', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: 'https://updates.invalid/price-lookup/' });
    // .invalid never resolves (RFC 2606): a feed URL forgotten in the app could reach nobody.
    expect(new URL((config.publish as { url: string }).url).hostname.endsWith('.invalid')).toBe(true);
  });

  it('keeps keytar outside the asar, and sources, the README and docs/ out of the package', () => {
    expect(config.asarUnpack).toContain('**/node_modules/keytar/**');
    // Only the built app and package.json go in (besides exclusions): nothing of the repository's own files.
    const included = config.files.filter((pattern) => !pattern.startsWith('!'));
    expect(included.filter((pattern) => !/^dist\/(main|preload|renderer)\/\*\*$/.test(pattern) && pattern !== 'package.json')).toEqual([]);
  });

  it('flips the security fuses', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });

  it('has its icons in assets/', () => {
    expect(existsSync(config.win.icon)).toBe(true);
    expect(existsSync(config.mac.icon)).toBe(true);
  });
});
