import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import directives from './electron/core/content-security-policy.json' with { type: 'json' };

/**
 * Writes the app's one content security policy (also sent as a header by the protocol handler) into
 * index.html, so the two cannot drift. Browsers ignore frame-ancestors in a meta tag; the header has it.
 */
function contentSecurityPolicy(): Plugin {
  const content = directives.filter((directive) => !directive.startsWith('frame-ancestors')).join('; ');
  return {
    name: 'price-lookup-csp',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    target: 'chrome120',
    // Inline assets would need a looser CSP; keep everything a file of its own.
    assetsInlineLimit: 0,
  },
});
