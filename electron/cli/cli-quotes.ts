import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARCHIVE_DIR_NAME, ARCHIVE_YEAR_FILE } from '../core/quote-archive';
import { QUOTES_FILE_NAME, readQuotes } from '../core/quote-file';
import { userDataDir } from '../core/user-data';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { failWith } from './cli-failure';

/** The saved quotes the CLI searches, and what it left out (a notice for stderr; null: nothing). */
export interface CliSavedQuotes {
  quotes: readonly SavedQuote[];
  notice: Message | null;
}

/**
 * The app's saved quotes and its archive (`quote-archive/<year>.json`), read only (never written, moved or
 * put aside: that is the app's to do), as main reads each quote (readQuotes): one that cannot be read is
 * left out alone and counted in `notice`. No file yet is no quotes; a file that cannot be read, or not as
 * this version's, ends the command (exit 2). A quote in the list and the archive alike (the app stopped
 * while moving it) is the archive's, as the app takes it.
 */
export async function readSavedQuotes(env: NodeJS.ProcessEnv): Promise<CliSavedQuotes> {
  const dir = userDataDir(env);
  const archiveDir = join(dir, ARCHIVE_DIR_NAME);
  let years: string[] = [];
  try {
    years = (await readdir(archiveDir)).filter((name) => ARCHIVE_YEAR_FILE.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code !== 'ENOENT') throw unreadable(archiveDir, error);
  }
  const files = [join(dir, QUOTES_FILE_NAME), ...years.map((name) => join(archiveDir, name))];
  const byId = new Map<string, SavedQuote>();
  const notices: Message[] = [];
  for (const file of files) {
    const read = await readOne(file);
    for (const quote of read.quotes) byId.set(quote.id, quote);
    if (read.notice) notices.push(read.notice);
  }
  // One notice is enough to say something was left out: the first file's.
  return { quotes: [...byId.values()], notice: notices[0] ?? null };
}

const unreadable = (file: string, error: unknown): Error => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return failWith('invalid-input', msg('cli.quotes.unreadable', { file, code: typeof code === 'string' ? code : 'none' }));
};

async function readOne(file: string): Promise<CliSavedQuotes> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return { quotes: [], notice: null };
    throw unreadable(file, error);
  }
  const read = readQuotes(text);
  if (read === null) throw failWith('invalid-input', msg('cli.quotes.notReadable', { file }));
  const { quotes, lines, unpriced } = read.skipped;
  const notice = quotes + lines + unpriced === 0 ? null : msg('cli.quotes.skipped', { quotes, lines: lines + unpriced, file });
  return { quotes: read.saved.quotes, notice };
}
