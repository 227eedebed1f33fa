import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// A PDF is checked by its text, as a reader would see it: poppler's pdftotext and pdfinfo (Debian's
// poppler-utils, installed by scripts/install-deps.sh).
const run = promisify(execFile);

/** The PDF's text page by page (pdftotext ends every page with a form feed). */
export async function pdfPages(path: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout.split('\f').slice(0, -1);
}

export async function pdfPageCount(path: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [path]);
  return Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1]);
}
