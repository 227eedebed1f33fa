import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface BuilderConfig {
  files: string[];
  asarUnpack: string[];
  publish: unknown;
  electronFuses: Record<string, boolean>;
  win: { icon: string; target: { target: string }[] };
  nsis: { oneClick: boolean; perMachine: boolean };
  mac: { icon: string; target: { target: string }[] };
}

const config = load(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it('builds the offline NSIS installer per user, not the web installer', () => {
    expect(config.win.target.map((target) => target.target)).toEqual(['nsis']);
    expect(config.nsis.perMachine).toBe(false);
  });

  it('builds a dmg for macOS', () => {
    expect(config.mac.target.map((target) => target.target)).toEqual(['dmg']);
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
