import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, DESKTOP_FILE_NAME } from '../electron/core/app-id';
import { isReverseDnsId } from '../test/support/reverse-dns-id';
import { ASAR_BUDGET_BYTES, asarFiles, asarText, filesUnder, packForCheck, type PackedApp } from './package-check';

// `npm run package:check`, and part of `npm test`: electron-builder packs the built app, then the
// package's contents are checked. Needs dist/ (npm test builds first).
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

let packed: PackedApp;
let files: string[];
let unpacked: string[];

beforeAll(async () => {
  packed = await packForCheck();
  files = asarFiles(packed.asarPath);
  unpacked = await filesUnder(packed.unpackedDir);
}, 240_000);
afterAll(async () => {
  await packed?.cleanUp();
});

describe('the packed app', () => {
  it('holds the main, preload and renderer bundles, and package.json main resolves to the main bundle', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/main/main.cjs', 'dist/preload/preload.cjs', 'dist/renderer/index.html']));
    expect(files.some((path) => /^dist\/renderer\/assets\/.+\.js$/.test(path))).toBe(true);
    const packedManifest = JSON.parse(asarText(packed.asarPath, 'package.json')) as { main: string; productName: string };
    expect(files).toContain(packedManifest.main);
    expect(packedManifest.productName).toBe('Price Lookup');
  });

  it('keeps keytar and its native addon outside the asar, where Electron can load it', () => {
    expect(unpacked.some((path) => /^node_modules\/keytar\/build\/Release\/keytar\.node$/.test(path))).toBe(true);
  });

  it('keeps @vscode/policy-watcher and its native addon outside the asar too, with `bindings`, which finds the addon', () => {
    expect(unpacked).toContain('node_modules/@vscode/policy-watcher/index.js');
    expect(unpacked).toContain('node_modules/@vscode/policy-watcher/build/Release/vscode-policy-watcher.node');
    expect([...files, ...unpacked]).toContain('node_modules/bindings/bindings.js');
  });

  it('has no sources, tests, source maps, tools, README or docs', () => {
    const forbidden = files.filter(
      (path) =>
        (/\.(ts|tsx|mts|cts)$/.test(path) && !path.endsWith('.d.ts')) ||
        /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) ||
        path.endsWith('.map') ||
        /^(electron|renderer|e2e|bench|scripts|docs|dist\/(cli|tools|bench|e2e))\//.test(path) ||
        path === 'README.md',
    );
    expect(forbidden).toEqual([]);
  });

  it('has no dev dependencies', () => {
    const packages = new Set(
      [...files, ...unpacked.map((path) => path)].flatMap((path) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? []),
    );
    const dev = Object.keys(manifest.devDependencies).filter((name) => packages.has(name));
    expect(dev).toEqual([]);
    expect(packages.has('keytar')).toBe(true);
  });

  it('names the Linux desktop file after the app id, reverse-DNS: in the .deb, in the AppImage, and in the package.json Electron reads', () => {
    // Electron takes package.json's desktopName at start as its Wayland app_id; the portal finds the
    // installed .desktop file by that name.
    const packedManifest = JSON.parse(asarText(packed.asarPath, 'package.json')) as { desktopName?: string };
    expect(packedManifest.desktopName).toBe(DESKTOP_FILE_NAME);
    expect(isReverseDnsId(DESKTOP_FILE_NAME.replace(/\.desktop$/, ''))).toBe(true);
    expect(packed.desktopFiles.map(({ target, name }) => [target, name]).sort()).toEqual([
      ['AppImage', `${APP_ID}.desktop`],
      ['deb', `/usr/share/applications/${APP_ID}.desktop`],
    ]);
    for (const { entry } of packed.desktopFiles) {
      // The windows of the running app are matched to this entry (icon, name) by it.
      expect(entry).toContain(`\nStartupWMClass=${APP_ID}\n`);
      expect(entry).toContain('\nName=Price Lookup\n');
    }
  });

  it(`keeps app.asar within its budget of ${ASAR_BUDGET_BYTES / 1024 / 1024} MB`, () => {
    expect(statSync(packed.asarPath).size).toBeLessThanOrEqual(ASAR_BUDGET_BYTES);
  });
});
