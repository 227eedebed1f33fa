import type { ServerResponse } from 'node:http';

/** Faults the simulator can play, chosen per article number (`FAULT-<name>`) or for every request. */
export const FAULTS = [
  'slow',
  'reset',
  '401',
  '403',
  '404',
  '429',
  '429-no-retry-after',
  '500',
  '502',
  '503',
  'html',
  'truncated',
  'empty',
  'null',
  'array',
  'missing-field',
  'wrong-type',
  'negative-stock',
  'huge',
  'extra-fields',
  'redirect-elsewhere',
  'redirect-loop',
] as const;

export type Fault = (typeof FAULTS)[number];

/** The fault an article number asks for, e.g. `FAULT-503`, or null. */
export function faultForArticle(artnr: string): Fault | null {
  const match = /^FAULT-(.+)$/i.exec(artnr);
  const name = match?.[1]?.toLowerCase();
  return name !== undefined && (FAULTS as readonly string[]).includes(name) ? (name as Fault) : null;
}

export interface FaultContext {
  response: ServerResponse;
  /** A valid answer for the reference article, for faults that alter a good answer. */
  goodAnswer: Record<string, unknown>;
  slowMs: number;
  /** Where `redirect-elsewhere` points: same path, another origin. */
  elsewhereUrl: string;
  /** The request's own path and query: `redirect-loop` points back to it, on the same origin. */
  ownPath: string;
}

const json = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
};

/** Answers a request the way the named fault says. */
export function playFault(fault: Fault, context: FaultContext): void {
  const { response: res, goodAnswer } = context;
  switch (fault) {
    case 'slow': {
      const timer = setTimeout(() => json(res, 200, JSON.stringify(goodAnswer)), context.slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case 'reset':
      res.socket?.destroy();
      return;
    case '401':
    case '403':
    case '404':
    case '500':
    case '502':
    case '503':
      json(res, Number(fault), JSON.stringify({ error: `simulated ${fault}` }));
      return;
    case '429':
      json(res, 429, '{"error":"too many requests"}', { 'retry-after': '1' });
      return;
    case '429-no-retry-after':
      json(res, 429, '{"error":"too many requests"}');
      return;
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><body><h1>Login</h1></body></html>');
      return;
    case 'truncated':
      json(res, 200, JSON.stringify(goodAnswer).slice(0, 40));
      return;
    case 'empty':
      json(res, 200, '');
      return;
    case 'null':
      json(res, 200, 'null');
      return;
    case 'array':
      json(res, 200, JSON.stringify([goodAnswer]));
      return;
    case 'missing-field': {
      const { price: _dropped, ...rest } = goodAnswer;
      json(res, 200, JSON.stringify(rest));
      return;
    }
    case 'wrong-type':
      json(res, 200, JSON.stringify({ ...goodAnswer, price: '12,50' }));
      return;
    case 'negative-stock':
      json(res, 200, JSON.stringify({ ...goodAnswer, stock: -3 }));
      return;
    case 'huge':
      streamHugeBody(res);
      return;
    case 'extra-fields':
      json(res, 200, JSON.stringify({ ...goodAnswer, warehouse: 'north', promo: { code: 'X' } }));
      return;
    case 'redirect-elsewhere':
      res.writeHead(302, { location: context.elsewhereUrl });
      res.end();
      return;
    case 'redirect-loop':
      res.writeHead(302, { location: context.ownPath });
      res.end();
      return;
  }
}

/** 50 MB of JSON-looking text, written as the client reads it, without a content-length. */
function streamHugeBody(res: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let remaining = 800; // 800 × 64 KB = 50 MB
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"padding":"');
  const pump = (): void => {
    while (remaining > 0) {
      remaining -= 1;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end('"}');
  };
  res.on('close', () => {
    remaining = 0;
  });
  pump();
}
