import type { FetchLike } from '../core/price-client';
import type { NetAuthInfo, ProxyLogins } from './proxy-logins';

/** What the app passes to Electron's `net.request` (ClientRequestConstructorOptions). */
interface NetRequestOptions {
  /** GET for prices; POST for the sign-in form. */
  method: 'GET' | 'POST';
  url: string;
  redirect: 'manual';
  /** No cookies or saved logins of the session, and no `login` event waiting on a 401. */
  credentials: 'omit';
  useSessionCookies: false;
  cache: 'no-store';
}

/** The part of Electron's IncomingMessage the fetch reads. */
export interface NetIncomingMessage {
  statusCode: number;
  headers: Record<string, string | string[]>;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'aborted', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of Electron's ClientRequest the fetch drives (docs/api/client-request.md). */
export interface NetClientRequest {
  on(event: 'response', listener: (response: NetIncomingMessage) => void): unknown;
  on(
    event: 'redirect',
    listener: (statusCode: number, method: string, redirectUrl: string, responseHeaders: Record<string, string[]>) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  /**
   * A proxy (or, were credentials not omitted, the server) asks for a sign-in; the callback answers with
   * credentials, or with nothing to cancel (docs/api/client-request.md, "Event: 'login'").
   */
  on(event: 'login', listener: (authInfo: NetAuthInfo, callback: (username?: string, password?: string) => void) => void): unknown;
  setHeader(name: string, value: string): void;
  abort(): void;
  /** Sends the request, with the body when there is one (the sign-in form). */
  end(chunk?: string): void;
}

export type NetRequest = (options: NetRequestOptions) => NetClientRequest;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for the price client on Electron's `net.request`. Electron's `net.fetch` with
 * `redirect: 'manual'` rejects on every redirect ("Redirect was cancelled", electron/electron#43715)
 * instead of handing back the 3xx. Here a redirect is never followed by Electron: its status and
 * target come back as a 3xx response, and the price client decides (same origin: follow; else: refuse),
 * so the token is only ever sent to the origin the client chose.
 */
export function createNetRequestFetch(request: NetRequest, proxyLogins?: Pick<ProxyLogins, 'credentialsFor'>): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      let settled = false;
      let failBody: ((reason: unknown) => void) | null = null;
      const method = init.method === 'POST' ? 'POST' : 'GET';
      const client = request({ method, url, redirect: 'manual', credentials: 'omit', useSessionCookies: false, cache: 'no-store' });
      const onAbort = (): void => {
        client.abort();
        if (!settled) {
          settled = true;
          reject(signal?.reason);
        }
        failBody?.(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      for (const [name, value] of new Headers(init.headers).entries()) client.setHeader(name, value);

      // Only a proxy is answered (credentials are omitted, so the service's own 401 never asks): with what
      // the user typed once for it, or nothing, which cancels. Without a listener Electron cancels proxy
      // authentication by itself, and every request behind such a proxy fails.
      let challenges = 0;
      client.on('login', (authInfo, callback) => {
        challenges += 1;
        if (!authInfo.isProxy || proxyLogins === undefined) return callback();
        proxyLogins.credentialsFor(authInfo, challenges).then(
          (credentials) => (credentials === null ? callback() : callback(credentials.username, credentials.password)),
          () => callback(),
        );
      });

      client.on('redirect', (statusCode, _method, redirectUrl, responseHeaders) => {
        // Not following here is what `manual` means; aborting stops Electron from reporting it cancelled.
        client.abort();
        done();
        if (settled) return;
        settled = true;
        const headers = toHeaders(responseHeaders);
        headers.set('location', redirectUrl);
        resolve(new Response(null, { status: statusCode, headers }));
      });
      client.on('response', (message) => {
        if (settled) return;
        settled = true;
        const status = message.statusCode;
        if (status < 200 || status > 599) {
          done();
          client.abort();
          reject(new Error(`The price service answered with HTTP status ${status}, which is not a complete answer.`));
          return;
        }
        const headers = toHeaders(message.headers);
        if (NULL_BODY_STATUSES.has(status)) {
          done();
          resolve(new Response(null, { status, headers }));
          return;
        }
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            let open = true;
            const close = (fail?: unknown): void => {
              if (!open) return;
              open = false;
              done();
              if (fail === undefined) controller.close();
              else controller.error(fail);
            };
            failBody = close;
            message.on('data', (chunk) => {
              if (open) controller.enqueue(new Uint8Array(chunk));
            });
            message.on('end', () => close());
            message.on('aborted', () => close(new Error('The connection was closed before the answer was complete.')));
            message.on('error', (error) => close(error));
          },
          cancel() {
            failBody = null;
            done();
            client.abort();
          },
        });
        resolve(new Response(body, { status, headers }));
      });
      client.on('error', (error) => {
        done();
        failBody?.(error);
        if (settled) return;
        settled = true;
        reject(error);
      });
      if (typeof init.body === 'string') client.end(init.body);
      else client.end();
    });
}

function toHeaders(source: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, one);
      } catch {
        // A header fetch cannot hold is not one the price client reads.
      }
    }
  }
  return headers;
}
