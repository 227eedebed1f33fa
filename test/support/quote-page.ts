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
