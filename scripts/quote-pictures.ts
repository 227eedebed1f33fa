// The user guide's pictures of the quote document: page 1 of the customer's and the internal copy of a sample
// quote, as main renders it and Chromium prints it, drawn by pdf.js in the same Chromium. `npm run pictures`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { renderQuoteDocument } from '../electron/shared/quote/quote-document-html';
import type { DocumentCopy } from '../electron/shared/quote/copy-shows';
import { drawPdfPages } from '../test/harness/pdf-canvas';
import { createPlaywrightPrinter } from '../test/harness/playwright-printer';
import { sampleContext, sampleQuote } from '../test/support/sample-letter';

export const QUOTE_PICTURES: readonly { copy: DocumentCopy; file: string }[] = [
  { copy: 'customer', file: 'quote-customer.png' },
  { copy: 'internal', file: 'quote-internal.png' },
];

/** Writes the pictures into `dir`; answers their paths. 80 dpi: readable in the user guide, small in the repository. */
export async function writeQuotePictures(browser: Browser, dir: string): Promise<string[]> {
  const printer = createPlaywrightPrinter(browser);
  const written: string[] = [];
  try {
    for (const { copy, file } of QUOTE_PICTURES) {
      const { html, layout } = renderQuoteDocument(sampleQuote(12, copy, null).document, sampleContext('de', 'de-DE'));
      const [page] = await drawPdfPages(browser, await printer.pdf(html, layout), { pxPerMm: 80 / 25.4, as: 'png', pages: [1] });
      const target = join(dir, file);
      await writeFile(target, page!.data);
      written.push(target);
    }
  } finally {
    await printer.close();
  }
  return written;
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
