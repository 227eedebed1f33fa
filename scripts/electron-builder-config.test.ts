import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface BuilderConfig {
  files: string[];
  asarUnpack: string[];
  publish: unknown;
  electronFuses: Record<string, boolean>;
  win: { icon: string; target: { target: string }[] };
  nsis: Record<string, unknown>;
  mac: Record<string, unknown> & { icon: string; target: { target: string }[] };
  linux: Record<string, unknown> & { target: { target: string }[] };
  deb?: Record<string, unknown>;
}

const config = load(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it('builds the offline NSIS installer, not the web installer', () => {
    expect(config.win.target.map((target) => target.target)).toEqual(['nsis']);
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

  it('builds a dmg for macOS', () => {
    expect(config.mac.target.map((target) => target.target)).toEqual(['dmg']);
  });

  it('builds a .deb for Linux, which carries the AppArmor profile Ubuntu 24.04+ needs, beside the AppImage', () => {
    expect(config.linux.target.map((target) => target.target)).toEqual(['deb', 'AppImage']);
    // electron-builder's own profile (templates/linux/apparmor-profile.tpl) unless one is named: none is.
    expect(config.linux).not.toHaveProperty('appArmorProfile');
    expect(config.deb ?? {}).not.toHaveProperty('appArmorProfile');
    expect(config.deb ?? {}).not.toHaveProperty('afterInstall');
  });

  it('gives the Linux app the desktop identity Electron uses as its Wayland app_id (global shortcuts)', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { desktopName?: string };
    expect(packageJson.desktopName).toBe(`${String(config.linux.executableName)}.desktop`);
    expect(config.linux.syncDesktopName).toBe(true);
  });

  it('never publishes', () => {
    expect(config.publish).toBeNull();
  });

  it('keeps keytar outside the asar and sources out of the package', () => {
    expect(config.asarUnpack).toContain('**/node_modules/keytar/**');
    expect(config.files.some((pattern) => pattern.startsWith('electron/') || pattern.startsWith('renderer/'))).toBe(false);
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
