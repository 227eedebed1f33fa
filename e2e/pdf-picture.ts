import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A page as poppler draws it: grey levels, `pxPerMm` pixels to the millimetre. */
export interface PagePicture {
  width: number;
  height: number;
  pxPerMm: number;
  grey: Uint8Array;
}

/** Page `page` of a PDF drawn by pdftoppm (poppler-utils) in grey, 10 pixels to the millimetre. */
export async function pdfPagePicture(path: string, page = 1): Promise<PagePicture> {
  const dpi = 254;
  const { stdout } = await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), path], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A binary PGM: "P5", width, height, the largest value, then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(stdout.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM picture');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pxPerMm: dpi / 25.4, grey: new Uint8Array(stdout.subarray(header[0].length, header[0].length + width * height)) };
}

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
      if ((picture.grey[y * picture.width + x] ?? 255) > 160) continue;
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
      ink = (picture.grey[y * picture.width + x] ?? 255) <= 160;
    }
    if (ink && start === null) start = y;
    if (!ink && start !== null) {
      bands.push({ top: start / picture.pxPerMm, bottom: y / picture.pxPerMm });
      start = null;
    }
  }
  return bands;
}
