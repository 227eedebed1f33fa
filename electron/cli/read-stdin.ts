import { msg } from '../shared/i18n/catalogue';
import { failWith } from './cli-failure';

const MAX_STDIN_BYTES = 5 * 1024 * 1024;

/** Standard input as text; nothing when it is a terminal, so `quote` never waits for typing by accident. */
export async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.byteLength;
    if (size > MAX_STDIN_BYTES) throw failWith('invalid-input', msg('cli.quote.stdinTooLarge', { limit: '5 MB' }));
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
