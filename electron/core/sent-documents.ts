import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { frozenContextSchema, renderedDocumentSchema, type FrozenContext, type RenderedDocument } from '../shared/quote/document-schema';
import { keptPageInFrame } from '../shared/quote/quote-document-html';
import { pageLayout } from '../shared/quote/quote-page-frame';
import { MAX_DOCUMENT_CHARS } from '../shared/quote/quote-document';
import { writeFileAtomic } from './atomic-file';
import { parseJson } from './store-entries';

/** The customer copy as it was sent: the page and layout printed, and the values it was drawn with. */
interface SentDocument {
  number: string;
  rendered: RenderedDocument;
  context: FrozenContext;
}

/** A kept file's bound: its page as JSON (a character takes at most 3 bytes of UTF-8, or 6 escaped) and the values. A larger file was not written by this store. */
export const MAX_SENT_DOCUMENT_BYTES = 6 * MAX_DOCUMENT_CHARS + 1024 * 1024;
const fileSchema = z.object({
  version: z.literal(1),
  quoteId: z.string().max(200),
  number: z.string().max(200),
  rendered: renderedDocumentSchema,
  context: frozenContextSchema,
});

export interface SentDocuments {
  /** Where the quote's customer copy is kept. */
  file(quoteId: string): string;
  /** Keeps the customer copy about to be sent (atomically, on disk before this resolves); rejects when it cannot be written. */
  keep(quoteId: string, document: SentDocument): Promise<void>;
  /** The customer copy kept for the quote numbered `number`; null when there is none that can be read (or it is another number's). */
  read(quoteId: string, number: string): Promise<SentDocument | null>;
}

/**
 * The customer copies of sent quotes, one file each in `sent-documents` in the user data folder. Never
 * removed with the quote: a deleted quote that comes back is sent as it was.
 */
export function createSentDocuments(userDataDir: string): SentDocuments {
  const dir = join(userDataDir, 'sent-documents');
  // A quote id comes from the window: hashed, it can name no other file.
  const file = (quoteId: string): string => join(dir, `${createHash('sha256').update(quoteId).digest('hex').slice(0, 40)}.json`);
  return {
    file,
    keep: (quoteId, document) => writeFileAtomic(file(quoteId), `${JSON.stringify({ version: 1, quoteId, ...document })}\n`),
    async read(quoteId, number) {
      let content: string;
      try {
        const handle = await open(file(quoteId), 'r');
        try {
          if ((await handle.stat()).size > MAX_SENT_DOCUMENT_BYTES) return null;
          content = await handle.readFile('utf8');
        } finally {
          await handle.close();
        }
      } catch {
        return null;
      }
      const parsed = fileSchema.safeParse(parseJson(content));
      if (!parsed.success || parsed.data.quoteId !== quoteId || parsed.data.number !== number) return null;
      const { rendered, context } = parsed.data;
      // A page kept by an earlier version (number and footer as Chromium's templates) is put in its frame as it was drawn.
      const html = keptPageInFrame(rendered.html, context);
      return html === rendered.html
        ? { number, rendered, context }
        : { number, rendered: { html, layout: { ...pageLayout(context.regionalLocale), pageSize: rendered.layout.pageSize } }, context };
    },
  };
}
