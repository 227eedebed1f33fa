import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME, CONTENT_SECURITY_POLICY, contentTypeOf, resolveAppFile } from '../core/app-files';
import { DOCUMENT_SCHEME } from '../main-logic/quote-printer';

/**
 * Must run before the app is ready: makes app:// and the quote documents' scheme secure, standard schemes
 * (not file://, and each document an address of one origin rather than an opaque data: URL).
 */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    // codeCache lets V8 cache the UI's compiled scripts between starts (it needs `standard`).
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: false, codeCache: true } },
    { scheme: DOCUMENT_SCHEME, privileges: { standard: true, secure: true } },
  ]);
}

/** Serves the built renderer from app://price-lookup/ with the content security policy as a header. */
export function serveAppFiles(protocol: Protocol, rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveAppFile(rendererDir, url.pathname) : null;
    if (file === null) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'content-type': contentTypeOf(file),
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
