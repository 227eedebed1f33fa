import { EventEmitter } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { NetClientRequest, NetIncomingMessage } from '../../electron/main-logic/net-request-fetch';

export interface StandInRequestOptions {
  method?: string;
  url: string;
  redirect?: 'follow' | 'error' | 'manual';
  /** A proxy between the app and the service that asks for these credentials (407) before it passes a request on. */
  proxy?: { host: string; port: number; username: string; password: string };
}

/**
 * Electron's `net.request` for tests under Node, over real HTTP, behaving as Electron documents it
 * (docs/api/client-request.md; lib/browser/api/net-client-request.ts): with `redirect: 'manual'` a
 * redirect emits `redirect`, and unless `followRedirect()` is called synchronously in that event (or
 * the request is aborted) the request dies with "Redirect was cancelled"; `follow` follows by itself,
 * carrying the extra headers along; network failures are `net::ERR_…` errors; `abort()` emits `abort`
 * and `close`, and a response cut off by it emits `aborted`.
 */
export function netRequestStandIn(options: StandInRequestOptions): NetClientRequest & { followRedirect(): void } {
  return new StandInClientRequest(options);
}

class StandInClientRequest extends EventEmitter {
  private readonly headers: Record<string, string> = {};
  private aborted = false;
  private finished = false;
  private followCallback: (() => void) | undefined;
  private body: string | undefined;
  private current: ReturnType<typeof httpRequest> | null = null;

  constructor(private readonly options: StandInRequestOptions) {
    super();
  }

  setHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  end(chunk?: string): void {
    this.body = chunk;
    const { proxy } = this.options;
    if (proxy) this.authenticate(proxy, 1);
    else this.send(this.options.url);
  }

  /**
   * A proxy's 407, as Electron hands it on (lib/browser/api/net-client-request.ts): `login` with the
   * challenge and a callback; with no listener Electron calls back with nothing itself. Nothing (or wrong
   * credentials twice) ends the request as Chromium does when proxy authentication is given up.
   */
  private authenticate(proxy: NonNullable<StandInRequestOptions['proxy']>, attempt: number): void {
    const authInfo = { isProxy: true, scheme: 'basic', host: proxy.host, port: proxy.port, realm: 'Corporate proxy' };
    const callback = (username?: string, password?: string): void => {
      if (this.aborted) return;
      if (username === undefined || password === undefined) return this.die(new Error('net::ERR_TUNNEL_CONNECTION_FAILED'));
      if (username === proxy.username && password === proxy.password) return this.send(this.options.url);
      if (attempt >= 3) return this.die(new Error('net::ERR_TUNNEL_CONNECTION_FAILED'));
      this.authenticate(proxy, attempt + 1);
    };
    if (!this.emit('login', authInfo, callback)) callback();
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.current?.destroy();
    if (!this.finished) this.emit('abort');
    this.emit('close');
  }

  followRedirect(): void {
    if (!this.followCallback) throw new Error('followRedirect() called, but was not waiting for a redirect');
    this.followCallback();
  }

  private die(error: Error): void {
    if (this.finished || this.aborted) return;
    this.finished = true;
    this.emit('error', error);
    this.emit('close');
  }

  private send(url: string): void {
    const method = this.options.method ?? 'GET';
    const outgoing = httpRequest(url, { method, headers: this.headers }, (incoming) => {
      const status = incoming.statusCode ?? 0;
      const location = incoming.headers.location;
      if (status >= 300 && status <= 399 && status !== 304 && location !== undefined) {
        incoming.resume();
        this.redirect(status, method, new URL(location, url).href, incoming.headers);
        return;
      }
      const message = Object.assign(new EventEmitter(), { statusCode: status, headers: flatHeaders(incoming.headers) });
      this.emit('response', message as NetIncomingMessage);
      let complete = false;
      incoming.on('data', (chunk: Buffer) => message.emit('data', chunk));
      incoming.on('end', () => {
        complete = true;
        this.finished = true;
        message.emit('end');
        this.emit('close');
      });
      incoming.on('close', () => {
        if (!complete) message.emit('aborted');
      });
      incoming.on('error', () => undefined);
    });
    this.current = outgoing;
    outgoing.on('error', (error: NodeJS.ErrnoException) => this.die(new Error(netErrorName(error.code))));
    outgoing.end(this.body);
  }

  private redirect(status: number, method: string, target: string, headers: IncomingHttpHeaders): void {
    const mode = this.options.redirect ?? 'follow';
    if (mode === 'error') return this.die(new Error("Attempted to redirect, but redirect policy was 'error'"));
    if (mode === 'follow') {
      this.emit('redirect', status, method, target, arrayHeaders(headers));
      return this.send(target);
    }
    let followed = false;
    this.followCallback = () => {
      followed = true;
    };
    try {
      this.emit('redirect', status, method, target, arrayHeaders(headers));
    } finally {
      this.followCallback = undefined;
      if (followed) this.send(target);
      else if (!this.aborted) this.die(new Error('Redirect was cancelled'));
    }
  }
}

/**
 * Electron's `net.fetch` for tests, as it behaves with `redirect: 'manual'`: it does not hand back the
 * 3xx but rejects (electron/electron#43715, "working as documented").
 */
export function netFetchStandIn(url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const client = netRequestStandIn({ url, method: init.method ?? 'GET', redirect: init.redirect ?? 'follow' });
    for (const [name, value] of new Headers(init.headers).entries()) client.setHeader(name, value);
    init.signal?.addEventListener('abort', () => {
      client.abort();
      reject(init.signal?.reason);
    });
    client.on('error', (error) => reject(new TypeError(error.message)));
    client.on('response', (message) => {
      const chunks: Buffer[] = [];
      message.on('data', (chunk) => chunks.push(chunk));
      message.on('end', () =>
        resolve(
          new Response(Buffer.concat(chunks), {
            status: message.statusCode,
            headers: new Headers(message.headers as Record<string, string>),
          }),
        ),
      );
      message.on('aborted', () => reject(new TypeError('net::ERR_CONNECTION_RESET')));
    });
    client.end();
  });
}

function netErrorName(code: string | undefined): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'net::ERR_CONNECTION_REFUSED';
    case 'ECONNRESET':
      return 'net::ERR_CONNECTION_RESET';
    case 'ENOTFOUND':
      return 'net::ERR_NAME_NOT_RESOLVED';
    default:
      return 'net::ERR_FAILED';
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const flat: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = value;
  return flat;
}

function arrayHeaders(headers: IncomingHttpHeaders): Record<string, string[]> {
  const arrays: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) arrays[name] = Array.isArray(value) ? value : [value];
  return arrays;
}
