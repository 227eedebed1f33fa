import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../shared/errors';
import { IPC_CHANNELS, type BridgeMethod, type IpcRequest } from '../shared/ipc-contract';
import { priceInfo } from '../../test/support/price-info';
import { accepts, IPC_REQUESTS } from './ipc-requests';

describe('IPC_REQUESTS', () => {
  it('has a schema for every method of the contract, and no other', () => {
    expect(Object.keys(IPC_REQUESTS).sort()).toEqual(Object.keys(IPC_CHANNELS).sort());
  });

  it.each(['getState', 'removeToken', 'openDiagnostics', 'loadQuotes'] as const)('%s takes an explicitly empty request', (method) => {
    expect(IPC_REQUESTS[method].safeParse(undefined).success).toBe(true);
    expect(IPC_REQUESTS[method].safeParse({}).success).toBe(false);
    expect(IPC_REQUESTS[method].safeParse('x').success).toBe(false);
  });

  it('saveQuotes takes what to price, never what a line was priced at: main keeps that', () => {
    const line = { id: 'l1', artnr: '900155', quantity: 2, factor: null };
    const pricing = { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service', country: 'de', factor: null, info: priceInfo() };
    const quotes = (lines: unknown[]) => ({
      activeId: 'q1',
      quotes: [{ id: 'q1', name: 'Camping Müller', country: 'de', factor: null, lines, updatedAt: '2026-11-21T09:14:00.000Z' }],
    });
    const parsed = IPC_REQUESTS.saveQuotes.safeParse(quotes([line, { ...line, id: 'l2', pricing }]));
    expect(parsed.success && parsed.data.quotes[0]?.lines).toEqual([line, { ...line, id: 'l2' }]);
    expect(IPC_REQUESTS.saveQuotes.safeParse(quotes([{ ...line, quantity: 0 }])).success).toBe(false);
  });

  it('a document is asked for by a quote id and a copy kind, and nothing else: no figure can come from the window', () => {
    for (const method of ['saveQuotePdf', 'printQuote'] as const) {
      const schema = IPC_REQUESTS[method];
      expect(schema.safeParse({ quoteId: 'q1', copy: 'customer' }).success).toBe(true);
      expect(schema.safeParse({ quoteId: 'q1', copy: 'internal' }).success).toBe(true);
      for (const extra of [
        { unitPrice: '0.01' },
        { lineTotal: '0.01' },
        { total: '0.01' },
        { lines: [] },
        { currency: 'EUR' },
        { basis: 'net' },
        { letter: null },
        { document: {} },
      ])
        expect(schema.safeParse({ quoteId: 'q1', copy: 'customer', ...extra }).success).toBe(false);
      expect(schema.safeParse({ document: { quoteId: 'q1', copy: 'customer', lines: [] } }).success).toBe(false);
      expect(schema.safeParse({ quoteId: '', copy: 'customer' }).success).toBe(false);
      expect(schema.safeParse({ quoteId: 'q1', copy: 'html' }).success).toBe(false);
      expect(schema.safeParse({ quoteId: 'q1' }).success).toBe(false);
    }
  });

  it('cannot drift from the contract (a wrong schema does not compile)', () => {
    const wrong = {
      ...IPC_REQUESTS,
      // @ts-expect-error cancelLookup's request is { requestId: string }, not a number
      cancelLookup: z.object({ requestId: z.number() }),
    } satisfies { [M in BridgeMethod]: z.ZodType<IpcRequest<M>> };
    expect(Object.keys(wrong)).toContain('cancelLookup');
  });
});

describe('accepts', () => {
  it('hands the handler the checked request and refuses anything else without calling it', async () => {
    const seen: unknown[] = [];
    const handler = accepts('cancelLookup', async (request) => {
      seen.push(request);
      return ok({ cancelled: request.requestId === 'r1' });
    });
    expect(await handler({ requestId: 'r1' })).toMatchObject({ ok: true });
    expect(await handler({ requestId: 1 })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await handler(undefined)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(seen).toEqual([{ requestId: 'r1' }]);
  });
});
