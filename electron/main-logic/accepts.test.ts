import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { ok } from '../shared/errors';
import { IPC_METHODS, type BridgeMethod } from '../shared/ipc-contract';
import { priceInfo } from '../../test/support/price-info';
import { accepts } from './accepts';
import { createMainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

describe('IPC_METHODS', () => {
  it("has one handler of main's per method, and no other; each checks its request with the method's schema before anything", async () => {
    const dir = await tempFolder('ipc');
    const services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
    try {
      expect(Object.keys(services.handlers).sort()).toEqual(Object.keys(IPC_METHODS).sort());
      // A text is what no method takes: every handler answers it with invalid-input and does nothing.
      for (const method of Object.keys(IPC_METHODS) as BridgeMethod[]) {
        expect(await services.handlers[method]('x')).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      }
    } finally {
      await services.dispose();
      await removeFolder(dir);
    }
  });

  it.each(['getState', 'removeToken', 'openDiagnostics', 'loadQuotes'] as const)('%s takes an explicitly empty request', (method) => {
    expect(IPC_METHODS[method].request.safeParse(undefined).success).toBe(true);
    expect(IPC_METHODS[method].request.safeParse({}).success).toBe(false);
    expect(IPC_METHODS[method].request.safeParse('x').success).toBe(false);
  });

  it('changeQuote takes what to price, never what a line was priced at: main keeps that', () => {
    const line = { artnr: '900155', quantity: 2 };
    const pricing = { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service', country: 'de', factor: null, info: priceInfo() };
    const schema = IPC_METHODS.changeQuote.request;
    const added = schema.safeParse({ quoteId: 'q1', change: { kind: 'addLines', lines: [line, { ...line, id: 'l2', pricing }] } });
    expect(added.success && added.data.change).toEqual({ kind: 'addLines', lines: [line, { ...line, id: 'l2' }] });
    const changed = schema.safeParse({ quoteId: 'q1', change: { kind: 'changeLine', lineId: 'l2', change: { quantity: 3, pricing } } });
    expect(changed.success && changed.data.change).toEqual({ kind: 'changeLine', lineId: 'l2', change: { quantity: 3 } });
    expect(schema.safeParse({ quoteId: 'q1', change: { kind: 'addLines', lines: [{ ...line, quantity: 0 }] } }).success).toBe(false);
  });

  it('a document is asked for by a quote id and a copy kind, and nothing else: no figure can come from the window', () => {
    for (const method of ['saveQuotePdf', 'printQuote'] as const) {
      const schema = IPC_METHODS[method].request;
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
