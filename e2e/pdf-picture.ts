import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Browser } from '@playwright/test';
import { drawPdfPages } from '../test/harness/pdf-canvas';

// A PDF's pages as pictures, drawn by pdf.js in the test's own Chromium (test/harness/pdf-canvas.ts).

/** Where a page drawn by pdf.js has ink (darker than light grey), `pxPerMm` pixels to the millimetre. */
export interface PagePicture {
  width: number;
  height: number;
  pxPerMm: number;
  /** One bit a pixel, set where there is ink; rows of `ceil(width / 8)` bytes. */
  ink: Uint8Array;
}

/** The pages of a PDF (all, or those numbered in `pages`) drawn 10 pixels to the millimetre. */
export async function pdfPagePictures(browser: Browser, path: string, pages?: readonly number[]): Promise<PagePicture[]> {
  const drawn = await drawPdfPages(browser, await readFile(path), { pxPerMm: 10, as: 'ink', ...(pages ? { pages } : {}) });
  return drawn.map(({ width, height, pxPerMm, data }) => ({ width, height, pxPerMm, ink: new Uint8Array(data) }));
}

/** Page `page` of a PDF as a PNG (70 dpi unless said). */
export async function pdfPagePng(browser: Browser, path: string, page = 1, dpi = 70): Promise<Buffer> {
  const [drawn] = await drawPdfPages(browser, await readFile(path), { pxPerMm: dpi / 25.4, as: 'png', pages: [page] });
  if (!drawn) throw new Error(`The PDF has no page ${page}.`);
  return Buffer.from(drawn.data);
}

/** Page `page` of a PDF as a PNG file at `target`, to look at (70 dpi unless said). */
export async function savePdfPicture(browser: Browser, path: string, target: string, page = 1, dpi = 70): Promise<void> {
  const png = await pdfPagePng(browser, path, page, dpi);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, png);
}

/** Whether the pixel at `x`, `y` is ink. */
const inkAt = (picture: PagePicture, x: number, y: number): boolean =>
  ((picture.ink[y * Math.ceil(picture.width / 8) + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0;

/** A rectangle in millimetres from the page's top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where there is ink (darker than light grey) inside `within`, in millimetres; null when there is none. */
export function inkBox(picture: PagePicture, within: Box): Box | null {
  const px = (mm: number) => Math.round(mm * picture.pxPerMm);
  let found: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = Math.max(0, px(within.top)); y < Math.min(picture.height, px(within.bottom)); y += 1) {
    for (let x = Math.max(0, px(within.left)); x < Math.min(picture.width, px(within.right)); x += 1) {
      if (!inkAt(picture, x, y)) continue;
      found = found
        ? {
            left: Math.min(found.left, x),
            top: Math.min(found.top, y),
            right: Math.max(found.right, x + 1),
            bottom: Math.max(found.bottom, y + 1),
          }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  }
  if (found === null) return null;
  const mm = (value: number) => value / picture.pxPerMm;
  return { left: mm(found.left), top: mm(found.top), right: mm(found.right), bottom: mm(found.bottom) };
}

/** The bands of rows with ink inside `within` (text lines, rules), top to bottom, in millimetres. */
export function inkBands(picture: PagePicture, within: Box): { top: number; bottom: number }[] {
  const px = (mm: number) => Math.round(mm * picture.pxPerMm);
  const bands: { top: number; bottom: number }[] = [];
  let start: number | null = null;
  const bottom = Math.min(picture.height, px(within.bottom));
  for (let y = Math.max(0, px(within.top)); y <= bottom; y += 1) {
    let ink = false;
    for (let x = Math.max(0, px(within.left)); y < bottom && x < Math.min(picture.width, px(within.right)) && !ink; x += 1) {
      ink = inkAt(picture, x, y);
    }
    if (ink && start === null) start = y;
    if (!ink && start !== null) {
      bands.push({ top: start / picture.pxPerMm, bottom: y / picture.pxPerMm });
      start = null;
    }
  }
  return bands;
}
