import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updatePublicKey } from '../electron/main-logic/update-signature';
import { signedUpdateStatement, updateRefusal } from '../electron/main-logic/update-statement';
import { tempFolderEachTest } from '../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('sign-updates', (path) => (dir = path));

const run = (args: string[], key: string | undefined): string => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'UPDATE_SIGNING_KEY'));
  return execFileSync('node', ['scripts/sign-updates.mjs', ...args], {
    env: key === undefined ? env : { ...env, UPDATE_SIGNING_KEY: key },
    encoding: 'utf8',
  });
};

describe('scripts/sign-updates.mjs', () => {
  it('signs a statement of each update file of the release (name, version, sha512, system) with UPDATE_SIGNING_KEY, and the app verifies it with the public key it prints', async () => {
    const pair = generateKeyPairSync('ed25519');
    const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const name of [
      'Price-Lookup-Setup-1.2.0.exe',
      'Price-Lookup-1.2.0-arm64-mac.zip',
      'Price-Lookup-1.2.0-x86_64.AppImage',
      'latest.yml',
    ]) {
      await writeFile(join(dir, name), `the bytes of ${name}`);
    }
    expect(run(['sign', dir, '--version', '1.2.0'], privatePem)).toMatch(/Signed 3 update files as version 1\.2\.0/);
    expect((await readdir(dir)).filter((name) => name.endsWith('.sig')).sort()).toEqual([
      'Price-Lookup-1.2.0-arm64-mac.zip.sig',
      'Price-Lookup-1.2.0-x86_64.AppImage.sig',
      'Price-Lookup-Setup-1.2.0.exe.sig',
    ]);
    const key = updatePublicKey(run(['public-key'], privatePem));
    expect(key).not.toBeNull();
    const sha512 = (bytes: string): string => createHash('sha512').update(bytes).digest('base64');
    const statementOf = async (name: string) => signedUpdateStatement(await readFile(join(dir, `${name}.sig`)), key!);
    expect(await statementOf('Price-Lookup-Setup-1.2.0.exe')).toEqual({
      file: 'Price-Lookup-Setup-1.2.0.exe',
      version: '1.2.0',
      sha512: sha512('the bytes of Price-Lookup-Setup-1.2.0.exe'),
      platform: 'win32',
    });
    expect(await statementOf('Price-Lookup-1.2.0-arm64-mac.zip')).toMatchObject({ platform: 'darwin' });
    expect(await statementOf('Price-Lookup-1.2.0-x86_64.AppImage')).toMatchObject({ platform: 'linux' });
    // Another key does not verify it.
    expect(
      signedUpdateStatement(await readFile(join(dir, 'Price-Lookup-Setup-1.2.0.exe.sig')), generateKeyPairSync('ed25519').publicKey),
    ).toBeNull();
    // The app takes it only for this file, offered as this version, newer than itself, on Windows, with these bytes.
    const statement = (await statementOf('Price-Lookup-Setup-1.2.0.exe'))!;
    const downloaded = {
      file: 'Price-Lookup-Setup-1.2.0.exe',
      version: '1.2.0',
      sha512: sha512('the bytes of Price-Lookup-Setup-1.2.0.exe'),
      platform: 'win32' as const,
      appVersion: '1.1.4',
    };
    expect(updateRefusal(statement, downloaded)).toBeNull();
    expect(updateRefusal(statement, { ...downloaded, version: '9.9.9' })).toBe('version');
    expect(updateRefusal(statement, { ...downloaded, appVersion: '1.2.0' })).toBe('notNewer');
    expect(updateRefusal(statement, { ...downloaded, appVersion: '1.3.0' })).toBe('notNewer');
    expect(updateRefusal(statement, { ...downloaded, platform: 'linux' })).toBe('platform');
    expect(updateRefusal(statement, { ...downloaded, sha512: sha512('other bytes') })).toBe('sha512');
    expect(updateRefusal(statement, { ...downloaded, file: 'Price-Lookup-Setup-1.1.0.exe' })).toBe('file');
  });

  it('signs as the version in package.json unless told otherwise', async () => {
    const pair = generateKeyPairSync('ed25519');
    const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await writeFile(join(dir, 'Price-Lookup-Setup.exe'), 'bytes');
    run(['sign', dir], privatePem);
    const key = updatePublicKey(run(['public-key'], privatePem))!;
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(signedUpdateStatement(await readFile(join(dir, 'Price-Lookup-Setup.exe.sig')), key)).toMatchObject({ version });
  });

  it('without the key: no signatures, says so, and does not fail the job', async () => {
    await writeFile(join(dir, 'Price-Lookup-Setup-1.2.0.exe'), 'bytes');
    expect(run(['sign', dir], undefined)).toMatch(/UPDATE_SIGNING_KEY is not set: no update signatures.*updates off/);
    expect(await readdir(dir)).toEqual(['Price-Lookup-Setup-1.2.0.exe']);
    expect(run(['public-key'], undefined)).toBe('');
  });
});
