// The README's pictures of the quote document: page 1 of the customer's and the internal copy of a sample
// quote, as main renders it and Chromium prints it, drawn by poppler's pdftoppm. `npm run pictures`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { renderQuoteDocument } from '../electron/shared/quote/quote-document-html';
import type { DocumentCopy } from '../electron/shared/quote/quote-document';
import { createPlaywrightPrinter } from '../test/harness/playwright-printer';
import { sampleContext, sampleQuote } from '../test/support/sample-letter';

const run = promisify(execFile);

export const QUOTE_PICTURES: readonly { copy: DocumentCopy; file: string }[] = [
  { copy: 'customer', file: 'quote-customer.png' },
  { copy: 'internal', file: 'quote-internal.png' },
];

/** Writes the pictures into `dir`; answers their paths. 80 dpi: readable in the README, small in the repository. */
export async function writeQuotePictures(browser: Browser, dir: string): Promise<string[]> {
  const printer = createPlaywrightPrinter(browser);
  const work = await mkdtemp(join(tmpdir(), 'price-lookup-pictures-'));
  try {
    const written: string[] = [];
    for (const { copy, file } of QUOTE_PICTURES) {
      const { html, layout } = renderQuoteDocument(sampleQuote(12, copy, null).document, sampleContext('de', 'de-DE'));
      const pdf = join(work, `${copy}.pdf`);
      await writeFile(pdf, await printer.pdf(html, layout));
      const target = join(dir, file);
      await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, target.replace(/\.png$/, '')]);
      written.push(target);
    }
    return written;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const path of await writeQuotePictures(browser, 'docs')) console.log(`wrote ${path}`);
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
