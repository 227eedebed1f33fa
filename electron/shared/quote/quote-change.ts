// The commands the window sends main for one quote (`changeQuote`): each names the quote and what changes;
// main applies it with its one set of rules and answers the quote as it keeps it.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import type { Message } from '../i18n/catalogue';
import { PRICE_BASES } from './quote-figures';
import { MAX_QUOTE_LINES } from './quote-limits';
import { quoteLetterSchema } from './quote-letter-schema';
import { factor, id, savedLine, savedQuoteSchema } from './saved-quote-schema';
import type { SavedQuote } from './saved-quote';

const linePlace = z.object({ after: z.array(id).max(MAX_QUOTE_LINES), before: z.array(id).max(MAX_QUOTE_LINES) });

/** A line to add, typed or pasted: an article, how many, its own factor (none: the quote's), and where it goes. */
const addedLine = z.object({
  /** The window's id for a line it makes, so it shows the line at once under the id main keeps. */
  id: id.optional(),
  artnr: savedLine.shape.artnr,
  quantity: savedLine.shape.quantity,
  factor: factor.optional(),
  description: savedLine.shape.description,
  place: linePlace.optional(),
});

/** What changes, one command at a time. */
const quoteChangeSchema = z.discriminatedUnion('kind', [
  /** A new empty quote with this id (the window's, so it can show it at once), for the customer picked if any. */
  z.object({ kind: z.literal('create'), country: z.enum(COUNTRY_CODES), customerId: id.optional() }),
  /** The quote the list shows open. */
  z.object({ kind: z.literal('open') }),
  /** Fields of the quote: its name, country, factor, net or gross, letter, customer, VAT treatment. */
  z.object({
    kind: z.literal('set'),
    fields: z
      .object({
        name: savedQuoteSchema.shape.name,
        country: z.enum(COUNTRY_CODES),
        factor,
        priceBasis: z.enum(PRICE_BASES),
        letter: quoteLetterSchema,
        customerId: id,
        vat: savedQuoteSchema.shape.vat,
      })
      .partial(),
  }),
  /** Net prices (business customers) or gross (consumers). */
  z.object({ kind: z.literal('setBasis'), priceBasis: z.enum(PRICE_BASES) }),
  /** Lines typed or pasted: an article already there with the same factor gets the quantity added. */
  z.object({ kind: z.literal('addLines'), lines: z.array(addedLine).min(1).max(MAX_QUOTE_LINES) }),
  z.object({
    kind: z.literal('changeLine'),
    lineId: id,
    change: z
      .object({
        artnr: savedLine.shape.artnr,
        quantity: savedLine.shape.quantity,
        factor,
        description: savedLine.shape.description,
      })
      .partial(),
  }),
  z.object({ kind: z.literal('removeLine'), lineId: id }),
  /** The quote for this customer: their recipient, country, factor, language and net or gross. */
  z.object({ kind: z.literal('pickCustomer'), customerId: id }),
  /** A sent quote's revision: a draft with its content, linked to it. */
  z.object({ kind: z.literal('revise') }),
  /** A copy for another customer: a draft without number, link or recipient. */
  z.object({ kind: z.literal('duplicate') }),
  z.object({ kind: z.literal('delete') }),
  /** Undoes main's last command for this quote (a deleted quote comes back where it was). */
  z.object({ kind: z.literal('undo') }),
]);

/** A command for one quote. */
export type QuoteChange = z.infer<typeof quoteChangeSchema>;

/** `changeQuote`'s request: the quote and what changes. */
export const changeQuoteSchema = z.object({ quoteId: id, change: quoteChangeSchema });

/** What main answers to a command: the quote as it keeps it now (null: deleted), and the list's order and open quote. */
export interface QuoteChanged {
  /** The quote the command made or changed as main keeps it: a new revision or copy for revise, duplicate or a sent quote's change. */
  quote: SavedQuote | null;
  /** The quotes' ids in the list's order. */
  order: string[];
  activeId: string | null;
  /** What the person is told (a change went into a revision, a copy was made); null for nothing. */
  status: Message | null;
  /** For added lines: the line each went to, and whether it made that line. */
  placed?: { id: string; created: boolean }[];
  /** Taken and kept by main, but the quotes could not be written (a full disk): why. "Try saving again" writes them. */
  unwritten?: Message;
}
