import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file';

/** A logo larger than this is refused: it sits in every document as a data: URL. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the file's first bytes say it is; its name proves nothing. */
function logoKind(bytes: Uint8Array): LogoKind | null {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export type LogoCandidate =
  { ok: true; kind: LogoKind; bytes: Uint8Array } | { ok: false; reason: 'not-image' | 'too-large' | 'unreadable' };

/** Reads a file the user chose as the logo: a PNG or JPEG of at most LOGO_MAX_BYTES, checked by its bytes. */
export async function readLogoCandidate(path: string): Promise<LogoCandidate> {
  try {
    const handle = await open(path, 'r');
    try {
      // One byte more than allowed tells a file that is too large without reading all of it.
      const buffer = new Uint8Array(LOGO_MAX_BYTES + 1);
      let length = 0;
      while (length < buffer.length) {
        const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      if (length > LOGO_MAX_BYTES) return { ok: false, reason: 'too-large' };
      const bytes = buffer.subarray(0, length);
      const kind = logoKind(bytes);
      return kind === null ? { ok: false, reason: 'not-image' } : { ok: true, kind, bytes };
    } finally {
      await handle.close();
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * The logo is kept as a file of its own in the user data folder, not in settings.json: the settings are
 * rewritten on every small change (the last country), and a megabyte of base64 would go with each write.
 */
export function createCompanyLogoStore(dir: string) {
  const file = (kind: LogoKind): string => join(dir, kind === 'png' ? 'company-logo.png' : 'company-logo.jpg');
  return {
    file,
    /** Keeps a copy (atomically) and removes one of the other kind. */
    async keep(kind: LogoKind, bytes: Uint8Array): Promise<void> {
      await writeFileAtomic(file(kind), bytes);
      await rm(file(kind === 'png' ? 'jpeg' : 'png'), { force: true });
    },
    async remove(): Promise<void> {
      await Promise.all([rm(file('png'), { force: true }), rm(file('jpeg'), { force: true })]);
    },
    /** The kept logo as a data: URL for a document; null when there is none or it cannot be read. */
    async dataUrl(kind: LogoKind | null): Promise<string | null> {
      if (kind === null) return null;
      try {
        const bytes = await readFile(file(kind));
        if (bytes.length > LOGO_MAX_BYTES || logoKind(bytes) !== kind) return null;
        return `data:image/${kind};base64,${bytes.toString('base64')}`;
      } catch {
        return null;
      }
    },
  };
}

export type CompanyLogoStore = ReturnType<typeof createCompanyLogoStore>;
