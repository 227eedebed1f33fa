import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
 * The app's saved quotes, read only (never written, moved or put aside: that is the app's to do), as main
 * reads each quote (readQuotes): one that cannot be read is left out alone and counted in `notice`. No file
 * yet is no quotes; a file that cannot be read, or not as this version's, ends the command (exit 2). The one
 * place the CLI reads quotes: a later store (an archive) is read here too.
 */
export async function readSavedQuotes(env: NodeJS.ProcessEnv): Promise<CliSavedQuotes> {
  const file = join(userDataDir(env), QUOTES_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOENT') return { quotes: [], notice: null };
    throw failWith('invalid-input', msg('cli.quotes.unreadable', { file, code: typeof code === 'string' ? code : 'none' }));
  }
  const read = readQuotes(text);
  if (read === null) throw failWith('invalid-input', msg('cli.quotes.notReadable', { file }));
  const { quotes, lines, unpriced } = read.skipped;
  const notice = quotes + lines + unpriced === 0 ? null : msg('cli.quotes.skipped', { quotes, lines: lines + unpriced, file });
  return { quotes: read.saved.quotes, notice };
}
