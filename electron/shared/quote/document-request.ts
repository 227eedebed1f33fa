import { z } from 'zod';

const DOCUMENT_COPIES = ['internal', 'customer'] as const;

/**
 * What the window asks a document (PDF, print) of: the quote and the copy, nothing else. Main reads the
 * quote from its own store and prices its lines itself, so no figure of a document ever comes from the
 * window; a request carrying anything more is refused.
 */
export const quoteDocumentRequestSchema = z.strictObject({
  quoteId: z.string().min(1).max(64),
  copy: z.enum(DOCUMENT_COPIES),
});

/** A PDF or print asked of main: a quote id and a copy kind. */
export type QuoteDocumentRequest = z.infer<typeof quoteDocumentRequestSchema>;
