import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updatePublicKey, updateSignatureValid } from '../electron/app/update-signature';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-sign-updates-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (args: string[], key: string | undefined): string => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'UPDATE_SIGNING_KEY'));
  return execFileSync('node', ['scripts/sign-updates.mjs', ...args], {
    env: key === undefined ? env : { ...env, UPDATE_SIGNING_KEY: key },
    encoding: 'utf8',
  });
};

describe('scripts/sign-updates.mjs', () => {
  it('signs every update file of the release with UPDATE_SIGNING_KEY, and the app verifies them with the public key it prints', async () => {
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
    expect(run(['sign', dir], privatePem)).toMatch(/Signed 3 update files/);
    expect((await readdir(dir)).filter((name) => name.endsWith('.sig')).sort()).toEqual([
      'Price-Lookup-1.2.0-arm64-mac.zip.sig',
      'Price-Lookup-1.2.0-x86_64.AppImage.sig',
      'Price-Lookup-Setup-1.2.0.exe.sig',
    ]);
    const key = updatePublicKey(run(['public-key'], privatePem));
    expect(key).not.toBeNull();
    const exe = join(dir, 'Price-Lookup-Setup-1.2.0.exe');
    const signature = await readFile(`${exe}.sig`, 'utf8');
    expect(updateSignatureValid(await readFile(exe), signature, key!)).toBe(true);
    expect(updateSignatureValid(Buffer.from('other bytes'), signature, key!)).toBe(false);
  });

  it('without the key: no signatures, says so, and does not fail the job', async () => {
    await writeFile(join(dir, 'Price-Lookup-Setup-1.2.0.exe'), 'bytes');
    expect(run(['sign', dir], undefined)).toMatch(/UPDATE_SIGNING_KEY is not set: no update signatures.*updates off/);
    expect(await readdir(dir)).toEqual(['Price-Lookup-Setup-1.2.0.exe']);
    expect(run(['public-key'], undefined)).toBe('');
  });
});
