// Signs the update files of a release, as Tauri's updater does, but over a statement rather than the
// bytes alone: for each installer the updaters download (and the others beside them) `<file>.sig` holds
// `{"statement": "{\"file\",\"version\",\"sha512\",\"platform\"}", "signature": <Ed25519 over the
// statement's text, base64>}`. The app verifies it with the public key built into it
// (electron/main-logic/update-statement.ts) before anything is installed, and installs only a file whose
// statement names that file, the version the feed offers (newer than itself), its own system and the
// downloaded bytes: a genuine older release offered as a newer one is refused. The private key (PKCS#8
// PEM) comes from the UPDATE_SIGNING_KEY secret; make one with
// `openssl genpkey -algorithm ed25519 -out update-signing-key.pem`.
//
//   node scripts/sign-updates.mjs public-key                          the public key (PEM) for the build
//   node scripts/sign-updates.mjs sign [folder] [--version <version>] signs every update file in folder
//     (default: release) as that version (default: package.json's, which electron-builder packed)
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The files a release offers for updates and installs (the .sig beside each). */
export const UPDATE_FILE = /\.(exe|msi|zip|dmg|pkg|AppImage|deb)$/;

/** The private key from its PEM, refused unless Ed25519. */
export function signingKey(pem) {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('UPDATE_SIGNING_KEY is not an Ed25519 private key.');
  return key;
}

/** The public key (SPKI PEM) the app carries for this private key. */
export function publicKeyOf(pem) {
  return createPublicKey(signingKey(pem)).export({ type: 'spki', format: 'pem' }).toString();
}

/** The system an update file is for (Node's names), by its kind. */
export function platformOf(name) {
  if (/\.(exe|msi)$/.test(name)) return 'win32';
  if (/\.(zip|dmg|pkg)$/.test(name)) return 'darwin';
  if (/\.(AppImage|deb)$/.test(name)) return 'linux';
  throw new Error(`${name} is no update file.`);
}

/** The `.sig` text for one update file: its statement and the publisher's signature over the statement's text. */
export function signedStatement(name, version, bytes, key) {
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  const statement = JSON.stringify({ file: name, version, sha512, platform: platformOf(name) });
  return `${JSON.stringify({ statement, signature: sign(null, Buffer.from(statement, 'utf8'), key).toString('base64') })}\n`;
}

/** Signs every update file in `folder` with `pem` as `version`; the names of the files signed. */
export async function signUpdateFiles(folder, pem, version) {
  const key = signingKey(pem);
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? '')) throw new Error(`Not a version to sign: ${version}`);
  const names = (await readdir(folder)).filter((name) => UPDATE_FILE.test(name)).sort();
  for (const name of names) {
    await writeFile(join(folder, `${name}.sig`), signedStatement(name, version, await readFile(join(folder, name)), key));
  }
  return names;
}

async function main(args) {
  const at = args.indexOf('--version');
  const version = at === -1 ? JSON.parse(await readFile('package.json', 'utf8')).version : args[at + 1];
  const [command, folder = 'release'] = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
  const pem = process.env.UPDATE_SIGNING_KEY?.trim() ?? '';
  if (command === 'public-key') {
    if (pem !== '') process.stdout.write(publicKeyOf(pem));
    return;
  }
  if (command !== 'sign') throw new Error('usage: sign-updates.mjs public-key | sign [folder] [--version <version>]');
  if (pem === '') {
    console.log('UPDATE_SIGNING_KEY is not set: no update signatures are written, and this build has updates off.');
    return;
  }
  const signed = await signUpdateFiles(folder, pem, version);
  if (signed.length === 0) throw new Error(`No update files to sign in ${folder}.`);
  console.log(`Signed ${signed.length} update files as version ${version}: ${signed.join(', ')}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
