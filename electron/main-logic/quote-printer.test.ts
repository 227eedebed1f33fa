import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS } from '../shared/quote/quote-document';
import { createServedDocuments, DocumentTooLargeError } from './quote-printer';

describe('createServedDocuments', () => {
  it('answers a document at its own address only while it loads, and nothing at any other address', async () => {
    const documents = createServedDocuments('price-lookup-document://quote');
    let seen: { url: string; html: string | null; other: string | null } | null = null;
    const answer = await documents.serve('<p>A-1</p>', async (url) => {
      seen = { url, html: documents.find(url), other: documents.find(`${url}x`) };
      return 'loaded';
    });
    expect(answer).toBe('loaded');
    expect(seen).toEqual({ url: expect.stringMatching(/^price-lookup-document:\/\/quote\/\d+\.html$/), html: '<p>A-1</p>', other: null });
    expect(documents.find(seen!.url)).toBeNull();
  });

  it('gives each document a new address, so two at once (a print and a PDF) never answer for each other', async () => {
    const documents = createServedDocuments('price-lookup-document://quote');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const urls: string[] = [];
    const first = documents.serve('<p>print</p>', async (url) => {
      urls.push(url);
      await held;
      return documents.find(url);
    });
    const second = await documents.serve('<p>pdf</p>', async (url) => {
      urls.push(url);
      return documents.find(url);
    });
    release();
    expect([await first, second]).toEqual(['<p>print</p>', '<p>pdf</p>']);
    expect(new Set(urls).size).toBe(2);
  });

  it('stops serving when the load fails, and refuses a page over the bound before serving it', async () => {
    const documents = createServedDocuments('price-lookup-document://quote');
    let address = '';
    await expect(
      documents.serve('<p>A-1</p>', async (url) => {
        address = url;
        throw new Error('ERR_FAILED');
      }),
    ).rejects.toThrow('ERR_FAILED');
    expect(documents.find(address)).toBeNull();
    let called = false;
    await expect(
      documents.serve('x'.repeat(MAX_DOCUMENT_CHARS + 1), async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(DocumentTooLargeError);
    expect(called).toBe(false);
  });
});
