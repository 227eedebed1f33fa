import { readFile } from 'node:fs/promises';
import type { PDFDocumentProxy, TextItem } from 'pdfjs-dist/types/src/display/api';

// A PDF is checked by its text, as a reader would see it, read with pdf.js (pdfjs-dist's build for Node):
// the same on every system, no system tool.

const MM_PER_POINT = 25.4 / 72;

/** A run of text on a page: its left and right edge and its baseline in millimetres from the top left corner. */
export interface PlacedText {
  text: string;
  left: number;
  right: number;
  baseline: number;
  /** The font size, in millimetres. */
  size: number;
}

/** A page's size in millimetres and the text on it, in the order the PDF draws it. */
export interface PdfPageLayout {
  width: number;
  height: number;
  texts: PlacedText[];
}

/** pdf.js's build for Node. Node has no DOMMatrix: pdf.js takes it from @napi-rs/canvas, its optional dependency. */
async function pdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  try {
    return await import('pdfjs-dist/legacy/build/pdf.mjs');
  } catch (error) {
    throw new Error(
      `pdf.js cannot read PDFs in Node here (${String(error)}): it needs @napi-rs/canvas, which npm ci installs with pdfjs-dist on Windows, macOS and Linux.`,
      { cause: error },
    );
  }
}

/** Reads the PDF at `path` with pdf.js and answers what `read` makes of it. */
async function withPdf<T>(path: string, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const { getDocument } = await pdfjs();
  const document = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

/** Every page of a PDF: its size and where each text is. */
export function pdfLayout(path: string): Promise<PdfPageLayout[]> {
  return withPdf(path, async (document) => {
    const pages: PdfPageLayout[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
      const content = await page.getTextContent();
      const texts = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
          return {
            text: item.str,
            left: (x - left) * MM_PER_POINT,
            right: (x - left + item.width) * MM_PER_POINT,
            baseline: (top - y) * MM_PER_POINT,
            size: Math.hypot(c, d) * MM_PER_POINT,
          };
        });
      pages.push({ width: (right - left) * MM_PER_POINT, height: (top - bottom) * MM_PER_POINT, texts });
    }
    return pages;
  });
}

/**
 * A page's text as lines in reading order: texts whose baselines lie within a third of their size are one line,
 * left to right, joined by a space, or by a run of spaces where a column's gap lies between them.
 */
export function pageLines(texts: readonly PlacedText[]): string[] {
  const sorted = [...texts].sort((a, b) => a.baseline - b.baseline || a.left - b.left);
  const lines: PlacedText[][] = [];
  for (const text of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && text.baseline - first.baseline <= Math.min(first.size, text.size) / 3) line.push(text);
    else lines.push([text]);
  }
  return lines.map((line) => {
    const parts = [...line].sort((a, b) => a.left - b.left);
    let said = '';
    let previous: PlacedText | null = null;
    for (const part of parts) {
      if (previous !== null) {
        const gap = part.left - previous.right;
        // A glyph's width is about half its size: a gap of two or more is a column's, kept as a run of spaces.
        const glyph = Math.min(previous.size, part.size) / 2;
        if (gap > 2 * glyph) said += ' '.repeat(Math.round(gap / glyph));
        else if (gap > glyph / 5 && !/\s$/.test(said) && !/^\s/.test(part.text)) said += ' ';
      }
      said += part.text;
      previous = part;
    }
    return said.trim();
  });
}

/** The PDF's text page by page, each page its lines in reading order joined by line breaks. */
export async function pdfPages(path: string): Promise<string[]> {
  return (await pdfLayout(path)).map((page) => pageLines(page.texts).join('\n'));
}

/** How many pages the PDF has. */
export function pdfPageCount(path: string): Promise<number> {
  return withPdf(path, async (document) => document.numPages);
}

/** How many images the PDF draws, on all its pages (an image's transparency is part of it, not one more). */
export function pdfImageCount(path: string): Promise<number> {
  return withPdf(path, async (document) => {
    const { OPS } = await pdfjs();
    const drawsImage = new Set<number>([
      OPS.paintImageXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintInlineImageXObject,
      OPS.paintInlineImageXObjectGroup,
    ]);
    let count = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const { fnArray } = await (await document.getPage(number)).getOperatorList();
      count += fnArray.filter((operation) => drawsImage.has(operation)).length;
    }
    return count;
  });
}
