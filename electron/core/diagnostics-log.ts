import { appendFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createWriteQueue } from './write-queue';

export interface DiagnosticsLogOptions {
  dir: string;
  /** A file is rotated once it would grow past this. */
  maxBytes?: number;
  /** Rotated files kept besides the current one. */
  keep?: number;
  /** Secrets to blank out wherever they appear, read at each write (the token can change). */
  secrets?: () => readonly string[];
  now?: () => Date;
}

export interface DiagnosticsLog {
  readonly dir: string;
  readonly file: string;
  write(event: string, details?: Record<string, string | number | boolean | null>): Promise<void>;
  /** Resolves when every write so far is on disk. */
  flush(): Promise<void>;
}

const BEARER = /Bearer\s+[^\s"']+/gi;
const JWT_SHAPE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** Blanks out the given secrets, bearer credentials and anything shaped like a JWT. */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  }
  return clean.replace(BEARER, 'Bearer [redacted]').replace(JWT_SHAPE, '[redacted]');
}

/**
 * A log support can ask for: one JSON line per event in the user data folder, size-capped and rotated,
 * with the token redacted. Writing never throws: a full disk must not break a lookup.
 */
export function createDiagnosticsLog(options: DiagnosticsLogOptions): DiagnosticsLog {
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const keep = options.keep ?? 2;
  const file = join(options.dir, 'diagnostics.log');
  const queue = createWriteQueue();
  let waiting: string[] = [];
  let next: Promise<void> | null = null;

  const rotate = async (): Promise<void> => {
    await rm(`${file}.${keep}`, { force: true });
    for (let index = keep - 1; index >= 1; index -= 1) {
      await rename(`${file}.${index}`, `${file}.${index + 1}`).catch(() => undefined);
    }
    await rename(file, `${file}.1`).catch(() => undefined);
  };

  /** Appends lines in order, rotating before a line that would take the file over the cap. */
  const append = async (lines: readonly string[]): Promise<void> => {
    await mkdir(options.dir, { recursive: true });
    let size = await stat(file).then(
      (info) => info.size,
      () => 0,
    );
    let chunk = '';
    for (const line of lines) {
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > maxBytes) {
        if (chunk !== '') await appendFile(file, chunk, { encoding: 'utf8', mode: 0o600 });
        await rotate();
        chunk = '';
        size = 0;
      }
      chunk += line;
      size += bytes;
    }
    if (chunk !== '') await appendFile(file, chunk, { encoding: 'utf8', mode: 0o600 });
  };

  return {
    dir: options.dir,
    file,
    write(event, details = {}) {
      const entry = { time: (options.now ?? (() => new Date()))().toISOString(), event, ...details };
      const line = `${redact(JSON.stringify(entry), options.secrets?.() ?? [])}\n`;
      waiting.push(line);
      // One write at a time, so rotation never races an append; lines that arrive meanwhile go out in one
      // append with the next write (a 500-line quote made 1,500 file calls, one line each).
      next ??= queue
        .run(() => {
          const lines = waiting;
          waiting = [];
          next = null;
          return append(lines);
        })
        .catch(() => undefined);
      return next;
    },
    flush: () => queue.idle(),
  };
}
