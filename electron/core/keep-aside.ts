import { rename } from 'node:fs/promises';

/**
 * Moves a file that could not be read out of the way, next to where it was, so a fresh one can be
 * written without losing the old: `<file>.unreadable-<time>`. Resolves with the new name; rejects when
 * the file cannot be moved (then nothing may replace it).
 */
export async function keepAside(file: string, now: Date): Promise<string> {
  const backup = `${file}.unreadable-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, backup);
  return backup;
}
