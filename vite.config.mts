import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    target: 'chrome120',
    // Inline assets would need a looser CSP; keep everything a file of its own.
    assetsInlineLimit: 0,
  },
});
