// Signs the update files of a release: a detached Ed25519 signature over each installer the updaters
// download (and the others beside them), written as `<file>.sig` in base64, as Tauri's updater does. The
// app verifies it with the public key built into it (electron/app/update-signature.ts) before anything
// is installed. The private key (PKCS#8 PEM) comes from the UPDATE_SIGNING_KEY secret; make one with
// `openssl genpkey -algorithm ed25519 -out update-signing-key.pem`.
//
//   node scripts/sign-updates.mjs public-key      the public key (PEM) for the build; nothing without a key
//   node scripts/sign-updates.mjs sign [folder]   signs every update file in folder (default: release)
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
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

/** Signs every update file in `folder` with `pem`; the names of the files signed. */
export async function signUpdateFiles(folder, pem) {
  const key = signingKey(pem);
  const names = (await readdir(folder)).filter((name) => UPDATE_FILE.test(name)).sort();
  for (const name of names) {
    const signature = sign(null, await readFile(join(folder, name)), key).toString('base64');
    await writeFile(join(folder, `${name}.sig`), `${signature}\n`);
  }
  return names;
}

async function main([command, folder = 'release']) {
  const pem = process.env.UPDATE_SIGNING_KEY?.trim() ?? '';
  if (command === 'public-key') {
    if (pem !== '') process.stdout.write(publicKeyOf(pem));
    return;
  }
  if (command !== 'sign') throw new Error('usage: sign-updates.mjs public-key | sign [folder]');
  if (pem === '') {
    console.log('UPDATE_SIGNING_KEY is not set: no update signatures are written, and this build has updates off.');
    return;
  }
  const signed = await signUpdateFiles(folder, pem);
  if (signed.length === 0) throw new Error(`No update files to sign in ${folder}.`);
  console.log(`Signed ${signed.length} update files: ${signed.join(', ')}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
