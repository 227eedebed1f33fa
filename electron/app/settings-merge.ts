import { isDeepStrictEqual } from 'node:util';
import type { Settings } from '../core/settings-store';

/**
 * A three-way merge of the settings, field by field, as the last-known store merges its file: `base`
 * is the file as this app last read or wrote it, `own` the app's settings now, `disk` the file now.
 * A field this app changed since `base` keeps its value; any other takes the file's, so what another
 * process (`price-lookup sign-in`) wrote is never undone. Returns `own` itself when nothing differs.
 */
export function mergeSettings(base: Settings, own: Settings, disk: Settings): Settings {
  let merged: Settings = own;
  for (const field of Object.keys(disk) as (keyof Settings)[]) {
    if (!isDeepStrictEqual(own[field], base[field])) continue;
    if (isDeepStrictEqual(own[field], disk[field])) continue;
    merged = { ...merged, [field]: disk[field] };
  }
  return merged;
}
