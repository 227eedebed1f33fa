import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import type { Browser, Page } from '@playwright/test';

// PDF pages drawn by pdf.js onto a canvas in the test's own Chromium: pdfjs-dist's browser build served from
// node_modules to a page of its own, so the pictures are the same on every system and need no system tool.

/** An address no request leaves the machine for: the page and pdf.js are served by the route below. */
const ORIGIN = 'http://pdfjs.test';
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
const POINTS_PER_MM = 72 / 25.4;
/** Ink is what is darker than light grey: luma at most this, of 255. */
const INK_LUMA = 160;

// pdf.js and its worker's code in the page itself (pdf.js's "main-thread worker"): nothing to start.
const PAGE = `<!doctype html><meta charset="utf-8"><title>PDF</title>
<script type="module">
  globalThis.pdfjsWorker = await import('/build/pdf.worker.min.mjs');
  globalThis.pdfjsLib = await import('/build/pdf.min.mjs');
</script>`;

const TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.json': 'application/json', '.wasm': 'application/wasm' };

/**
 * A page drawn, `width` × `height` pixels: a PNG file, or where the ink is, one bit a pixel (set: ink), rows
 * top to bottom of `ceil(width / 8)` bytes, the leftmost pixel in a byte's highest bit.
 */
export interface DrawnPage {
  width: number;
  height: number;
  pxPerMm: number;
  data: Buffer;
}

/** What the page answers for one drawn page; `data` in base64. */
interface Drawn {
  width: number;
  height: number;
  data: string;
}

interface DrawRequest {
  pdf: string;
  scale: number;
  pages: number[] | null;
  as: 'png' | 'ink';
  inkLuma: number;
}

/** Runs in the page: draws the asked pages at `scale` (1 is 72 pixels to the inch) on a white canvas each. */
async function drawInPage({ pdf, scale, pages, as, inkLuma }: DrawRequest): Promise<Drawn[]> {
  const lib = (globalThis as unknown as { pdfjsLib: typeof import('pdfjs-dist') }).pdfjsLib;
  const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
  const document = await lib.getDocument({
    data: bytes,
    standardFontDataUrl: '/standard_fonts/',
    cMapUrl: '/cmaps/',
    wasmUrl: '/wasm/',
    verbosity: 0,
  }).promise;
  const toBase64 = (values: Uint8Array): string => {
    let binary = '';
    for (let at = 0; at < values.length; at += 0x8000) binary += String.fromCharCode(...values.subarray(at, at + 0x8000));
    return btoa(binary);
  };
  try {
    const drawn: Drawn[] = [];
    for (const number of pages ?? Array.from({ length: document.numPages }, (_, index) => index + 1)) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale });
      const canvas = globalThis.document.createElement('canvas');
      // Whole pixels, rounded up as poppler's pdftoppm does: the user guide's pictures keep their size.
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d', { willReadFrequently: as === 'ink' });
      if (context === null) throw new Error('The page has no 2D canvas.');
      await page.render({ canvas, viewport, background: '#fff' }).promise;
      page.cleanup();
      if (as === 'png') {
        drawn.push({
          width: canvas.width,
          height: canvas.height,
          data: canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, ''),
        });
        continue;
      }
      // One read a pixel (RGBA, little-endian); luma as ITU-R BT.601 weighs it, in thousandths.
      const pixels = new Uint32Array(context.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
      const stride = Math.ceil(canvas.width / 8);
      const ink = new Uint8Array(stride * canvas.height);
      const darkest = inkLuma * 1000;
      for (let y = 0; y < canvas.height; y += 1) {
        for (let x = 0; x < canvas.width; x += 1) {
          const pixel = pixels[y * canvas.width + x]!;
          if (299 * (pixel & 0xff) + 587 * ((pixel >>> 8) & 0xff) + 114 * ((pixel >>> 16) & 0xff) > darkest) continue;
          const byte = y * stride + (x >> 3);
          ink[byte] = ink[byte]! | (0x80 >> (x & 7));
        }
      }
      drawn.push({ width: canvas.width, height: canvas.height, data: toBase64(ink) });
    }
    return drawn;
  } finally {
    await document.destroy();
  }
}

/** A page with pdf.js loaded, one per browser: loading it takes longer than drawing a page. */
const drawingPages = new WeakMap<Browser, Promise<Page>>();

async function openDrawingPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    // pdf.js's own files only.
    const file = join(PDFJS_DIR, decodeURIComponent(url.pathname));
    if (relative(PDFJS_DIR, file).startsWith('..')) return route.abort();
    const body = await readFile(file).catch(() => null);
    if (body === null) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'pdfjsLib' in globalThis);
  return page;
}

async function drawingPage(browser: Browser): Promise<Page> {
  const open = drawingPages.get(browser);
  const page = await open?.catch(() => null);
  if (page && !page.isClosed()) return page;
  const opening = openDrawingPage(browser);
  drawingPages.set(browser, opening);
  return opening;
}

/**
 * Pages of a PDF (all, or those numbered in `pages`) drawn by pdf.js in a page of `browser`, `pxPerMm`
 * pixels to the millimetre: as PNG files to look at, or where the ink is, to measure.
 */
export async function drawPdfPages(
  browser: Browser,
  pdf: Uint8Array,
  options: { pxPerMm: number; as: 'png' | 'ink'; pages?: readonly number[] },
): Promise<DrawnPage[]> {
  const page = await drawingPage(browser);
  const drawn = await page.evaluate(drawInPage, {
    pdf: Buffer.from(pdf).toString('base64'),
    scale: options.pxPerMm / POINTS_PER_MM,
    pages: options.pages ? [...options.pages] : null,
    as: options.as,
    inkLuma: INK_LUMA,
  });
  return drawn.map(({ width, height, data }) => ({ width, height, pxPerMm: options.pxPerMm, data: Buffer.from(data, 'base64') }));
}
