import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { tempFolderSync } from '../test/support/temp-folder';

// scripts/dist-signed.sh run as each runner would run it, with `uname` saying which system and `npm`
// replaced by a recorder of what electron-builder would see.
const SIGNING = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'CSC_KEYCHAIN', 'CSC_IDENTITY_AUTO_DISCOVERY'];
const APPLE = ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'];

/**
 * macOS's `base64` (BSD), as its manual has it: -d decodes, -i names the input file (not "ignore garbage",
 * as GNU's), -o the output file; decoding done by Node here.
 */
const MAC_BASE64 = `#!/bin/sh
decode=; input=-
while [ $# -gt 0 ]; do
  case "$1" in
    -d | -D | --decode) decode=1 ;;
    -i) [ $# -ge 2 ] || { echo "base64: option requires an argument -- i" >&2; exit 64; }; input=$2; shift ;;
    *) echo "base64: unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
[ -n "$decode" ] || exit 64
[ "$input" = - ] || exec <"$input"
exec node -e "process.stdout.write(Buffer.from(require('fs').readFileSync(0, 'utf8'), 'base64'))"
`;

function distAs(
  system: string,
  env: Record<string, string>,
  tools: Record<string, string> = {},
): { seen: Record<string, string>; args: string } {
  const bin = tempFolderSync('dist-signed');
  for (const [name, script] of Object.entries(tools)) {
    writeFileSync(join(bin, name), script);
    chmodSync(join(bin, name), 0o755);
  }
  const record = join(bin, 'seen.json');
  writeFileSync(join(bin, 'uname'), `#!/bin/sh\necho ${system}\n`);
  writeFileSync(
    join(bin, 'npm'),
    `#!/usr/bin/env node\nconst keys=${JSON.stringify([...SIGNING, ...APPLE])};\n` +
      `require('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2).join(' '), env: Object.fromEntries(keys.filter(k => k in process.env).map(k => [k, process.env[k]])) }));\n`,
  );
  chmodSync(join(bin, 'uname'), 0o755);
  chmodSync(join(bin, 'npm'), 0o755);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SIGNING.includes(key) && !APPLE.includes(key)));
  execFileSync('bash', ['scripts/dist-signed.sh'], {
    env: { ...clean, RUNNER_TEMP: bin, ...env, PATH: `${bin}${delimiter}${process.env.PATH}` },
  });
  const written = JSON.parse(readFileSync(record, 'utf8')) as { args: string; env: Record<string, string> };
  return { seen: written.env, args: written.args };
}

describe('scripts/dist-signed.sh', () => {
  it('builds unsigned on macOS without secrets, never picking an identity from a keychain', () => {
    const { seen, args } = distAs('Darwin', {});
    expect(args).toBe('run dist');
    expect(seen).toEqual({ CSC_IDENTITY_AUTO_DISCOVERY: 'false' });
  });

  it('on macOS hands electron-builder the certificate, this job’s keychain and the API key as a .p8 file path', () => {
    const { seen } = distAs('Darwin', {
      MAC_CSC_LINK: 'base64-certificate',
      MAC_CSC_KEY_PASSWORD: 'certificate-password',
      APPLE_API_KEY_P8: '-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----',
      APPLE_API_KEY_ID: 'ABC123',
      APPLE_API_ISSUER: 'issuer-id',
      PRICE_LOOKUP_CI_KEYCHAIN: '/tmp/price-lookup-ci.keychain-db',
    });
    expect(seen).toMatchObject({
      CSC_LINK: 'base64-certificate',
      CSC_KEY_PASSWORD: 'certificate-password',
      CSC_KEYCHAIN: '/tmp/price-lookup-ci.keychain-db',
      APPLE_API_KEY_ID: 'ABC123',
      APPLE_API_ISSUER: 'issuer-id',
    });
    expect(seen.APPLE_API_KEY).toMatch(/AuthKey_ABC123\.p8$/);
    expect(readFileSync(seen.APPLE_API_KEY ?? '', 'utf8')).toContain('BEGIN PRIVATE KEY');
  });

  it('on Windows signs only with the Windows certificate, never a CSC_LINK meant for macOS', () => {
    expect(distAs('MINGW64_NT-10.0', { CSC_LINK: 'mac-certificate' }).seen).toEqual({});
    expect(distAs('MINGW64_NT-10.0', { WIN_CSC_LINK: 'win-certificate', WIN_CSC_KEY_PASSWORD: 'pw' }).seen).toEqual({
      WIN_CSC_LINK: 'win-certificate',
      WIN_CSC_KEY_PASSWORD: 'pw',
    });
  });

  it('on Windows hands electron-builder a base64 certificate as a .p12 file, keeping it out of the environment WiX sees', () => {
    const certificate = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));
    for (const link of [certificate.toString('base64'), `data:application/x-pkcs12;base64,${certificate.toString('base64')}`]) {
      const { seen } = distAs('MINGW64_NT-10.0', { WIN_CSC_LINK: link, WIN_CSC_KEY_PASSWORD: 'pw' });
      expect(seen.WIN_CSC_LINK).toMatch(/windows-certificate\.p12$/);
      expect(readFileSync(seen.WIN_CSC_LINK ?? '').equals(certificate)).toBe(true);
      expect(seen.WIN_CSC_KEY_PASSWORD).toBe('pw');
    }
  });

  it('decodes a base64 certificate whichever `base64` the system has: macOS’s reads -i as its input file', () => {
    const certificate = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 11) % 256));
    const { seen } = distAs('MINGW64_NT-10.0', { WIN_CSC_LINK: certificate.toString('base64') }, { base64: MAC_BASE64 });
    expect(readFileSync(seen.WIN_CSC_LINK ?? '').equals(certificate)).toBe(true);
  });

  it('builds unsigned on Linux', () => {
    expect(distAs('Linux', { CSC_LINK: 'x', WIN_CSC_LINK: 'y' }).seen).toEqual({});
  });
});

interface Step {
  run?: string;
  env?: Record<string, string>;
}
const workflow = load(readFileSync(join('.github', 'workflows', 'desktop.yml'), 'utf8')) as {
  env?: Record<string, string>;
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string>; steps: Step[] }>;
};

describe('signing secrets in the desktop workflow', () => {
  const secretsOf = (env: Record<string, string> | undefined): string[] =>
    Object.values(env ?? {}).flatMap((value) => [...value.matchAll(/secrets\.(\w+)/g)].map((match) => match[1] ?? ''));

  it('are never set for the whole workflow or a whole job', () => {
    expect(secretsOf(workflow.env)).toEqual([]);
    for (const job of Object.values(workflow.jobs)) expect(secretsOf(job.env)).toEqual([]);
  });

  it('reach only the build step of their own system', () => {
    const byRunner = Object.fromEntries(
      Object.values(workflow.jobs).map((job) => [job['runs-on'], job.steps.flatMap((step) => secretsOf(step.env))]),
    );
    // The update signing key is every system's: each build signs its own update files.
    expect(byRunner['windows-latest']?.sort()).toEqual(['UPDATE_SIGNING_KEY', 'WIN_CSC_KEY_PASSWORD', 'WIN_CSC_LINK']);
    expect(byRunner['macos-latest']?.sort()).toEqual([
      'APPLE_API_ISSUER',
      'APPLE_API_KEY_ID',
      'APPLE_API_KEY_P8',
      'MAC_CSC_KEY_PASSWORD',
      'MAC_CSC_LINK',
      'UPDATE_SIGNING_KEY',
    ]);
    expect(byRunner['ubuntu-latest']).toEqual(['UPDATE_SIGNING_KEY']);
    for (const job of Object.values(workflow.jobs)) {
      const withKey = job.steps.filter((step) => secretsOf(step.env).includes('UPDATE_SIGNING_KEY'));
      expect(withKey.map((step) => step.run?.trim())).toEqual(['bash scripts/dist-signed.sh']);
    }
  });

  it('on macOS, the tests run with a keychain of the job’s own, created before them', () => {
    const mac = Object.values(workflow.jobs).find((job) => job['runs-on'] === 'macos-latest');
    const runs = mac?.steps.map((step) => step.run ?? '') ?? [];
    const keychain = runs.findIndex((run) => run.includes('scripts/ci-macos-keychain.sh'));
    expect(keychain).toBeGreaterThanOrEqual(0);
    expect(keychain).toBeLessThan(runs.findIndex((run) => run.trim() === 'npm test'));
  });
});
