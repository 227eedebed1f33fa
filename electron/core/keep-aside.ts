import { copyFile, rename } from 'node:fs/promises';

/** Where a file that could not be read (in whole or in part) is kept: `<file>.unreadable-<time>`, next to it. */
const asideName = (file: string, now: Date): string => `${file}.unreadable-${now.toISOString().replace(/[:.]/g, '-')}`;

/**
 * Moves a file that could not be read out of the way, next to where it was, so a fresh one can be
 * written without losing the old: `<file>.unreadable-<time>`. Resolves with the new name; rejects when
 * the file cannot be moved (then nothing may replace it).
 */
export async function keepAside(file: string, now: Date): Promise<string> {
  const backup = asideName(file, now);
  await rename(file, backup);
  return backup;
}

/**
 * Copies a file some entries of which could not be read to the same name `keepAside` would give it,
 * before the store writes over them: the entries left out stay somewhere. Rejects when it cannot be
 * copied (then the file may not be written over).
 */
export async function copyAside(file: string, now: Date): Promise<string> {
  const backup = asideName(file, now);
  await copyFile(file, backup);
  return backup;
}
