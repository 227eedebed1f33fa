import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY, contentTypeOf, resolveAppFile } from '../../electron/core/app-files';

export interface RendererServer {
  /** The UI's address, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/** Serves the built renderer on loopback the way the app's protocol handler does, CSP header included. */
export async function serveRenderer(rendererDir: string): Promise<RendererServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = resolveAppFile(rendererDir, path);
    const notFound = (): void => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    };
    if (file === null) return notFound();
    readFile(file).then((body) => {
      res.writeHead(200, {
        'content-type': contentTypeOf(file),
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
      });
      res.end(body);
    }, notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
