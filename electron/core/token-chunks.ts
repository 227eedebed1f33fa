import { createHash } from 'node:crypto';

/**
 * Windows Credential Manager holds at most 2,560 bytes per credential and JWTs can be longer, so a long
 * token is split: the main entry holds a manifest (chunk count and a checksum), the chunks sit in
 * entries `<account>#1..n`. The checksum catches a partial or corrupted set.
 */
export const CHUNK_LENGTH = 1000;
const MANIFEST = /^price-lookup-chunks:v1:(\d{1,3}):([0-9a-f]{16})$/;

export function checksum(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 16);
}

/** Splits a token into what goes in the main entry and the chunk entries (none for a short token). */
export function splitToken(token: string): { main: string; chunks: string[] } {
  if (token.length <= CHUNK_LENGTH) return { main: token, chunks: [] };
  const chunks: string[] = [];
  for (let start = 0; start < token.length; start += CHUNK_LENGTH) chunks.push(token.slice(start, start + CHUNK_LENGTH));
  return { main: `price-lookup-chunks:v1:${chunks.length}:${checksum(token)}`, chunks };
}

/** Reads a manifest from the main entry, or null when the entry is a token itself. */
export function readManifest(main: string): { count: number; checksum: string } | null {
  const match = MANIFEST.exec(main);
  return match ? { count: Number(match[1]), checksum: match[2] ?? '' } : null;
}

export function chunkAccount(account: string, index: number): string {
  return `${account}#${index}`;
}
