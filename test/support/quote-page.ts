// Test helper: the running parts of a quote page as main renders it (electron/shared/quote/quote-page-frame.ts).

/** The footer printed at the foot of every page: its columns' HTML. */
export function runningFooter(html: string): string {
  return /<div class="page-foot running">([\s\S]*?)<\/div>\n<table class="page-frame">/.exec(html)?.[1] ?? '';
}

/** The line at the top of every page (the quote's number), as HTML. */
export function runningHead(html: string): string {
  return /<div class="page-head">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
}

/** Every <style> and <script> of the page, whole. */
export function codeOf(html: string): string[] {
  return [...html.matchAll(/<(style|script)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) => match[0]);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/**
 * The document's text in reading order, as a PDF reader gives it once (the running head and footer once, not
 * per page): a line per paragraph, heading or table row, the cells of a row side by side, spaces of any kind
 * one space. What a unit test reads the figures and words of a letter from; pages are the printer's (e2e).
 */
export function documentText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return (
    body
      // The page frame's foot only keeps room for the running footer (hidden): its text is the footer's.
      .replace(/<tfoot>[\s\S]*?<\/tfoot>/g, '')
      .replace(/<br\s*\/?>|<\/(p|div|tr|h1|h2|li|thead|tbody|table)>/g, '\n')
      .replace(/<\/(td|th)>|<\/span>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join('\n')
  );
}
