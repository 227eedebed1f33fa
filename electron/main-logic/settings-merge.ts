import { isDeepStrictEqual } from 'node:util';
import type { Settings } from '../core/settings-store';

/**
 * Whose token the keychain holds: `own` when it is the one this app last stored or removed (or found at
 * start), `another` when another program (`price-lookup sign-in`) has put its own there since.
 */
export type KeychainHolder = 'own' | 'another';

/**
 * A three-way merge of the settings, field by field, as the last-known store merges its file: `base`
 * is the file as this app last read or wrote it, `own` the app's settings now, `disk` the file now.
 * A field this app changed since `base` keeps its value; any other takes the file's, so what another
 * process (`price-lookup sign-in`) wrote is never undone. `signIn` names the account whose token is in
 * the keychain: with another program's there, the file's account stands (`signInFor`). Returns `own`
 * itself when nothing differs.
 */
export function mergeSettings(base: Settings, own: Settings, disk: Settings, keychain: KeychainHolder = 'own'): Settings {
  let merged: Settings = own;
  for (const field of Object.keys(disk) as (keyof Settings)[]) {
    const changed = !isDeepStrictEqual(own[field], base[field]);
    const value =
      field === 'signIn' && changed && keychain === 'another' ? signInFor(own.signIn, disk.signIn) : changed ? own[field] : disk[field];
    if (isDeepStrictEqual(own[field], value)) continue;
    merged = { ...merged, [field]: value };
  }
  return merged;
}

/**
 * The sign-in to keep when this app changes `signIn` on its own (a refused renewal, a policy barring
 * "Stay signed in") while another program's token is in the keychain: the change applies to the account
 * that program signed in only if it is the same user; otherwise that account stands as it is.
 */
function signInFor(change: Settings['signIn'], current: Settings['signIn']): Settings['signIn'] {
  return change !== null && current !== null && change.user === current.user ? change : current;
}
