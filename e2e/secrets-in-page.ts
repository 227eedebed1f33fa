import type { Page } from '@playwright/test';

/** Where in the page any of the secrets is found: window (deeply), the DOM, input values, storage. */
export function secretsInPage(page: Page, secrets: readonly string[]): Promise<string[]> {
  return page.evaluate((secrets) => {
    const hits: string[] = [];
    const contains = (text: string): boolean => secrets.some((secret) => text.includes(secret));
    const seen = new WeakSet<object>();
    const visit = (value: unknown, path: string, depth: number): void => {
      if (typeof value === 'string') {
        if (contains(value)) hits.push(path);
        return;
      }
      if (value === null || (typeof value !== 'object' && typeof value !== 'function') || depth > 6) return;
      if (seen.has(value as object)) return;
      seen.add(value as object);
      let keys: string[] = [];
      try {
        keys = Object.getOwnPropertyNames(value);
      } catch {
        return;
      }
      for (const key of keys) {
        let child: unknown;
        try {
          child = (value as Record<string, unknown>)[key];
        } catch {
          continue;
        }
        visit(child, `${path}.${key}`, depth + 1);
      }
    };
    visit(window, 'window', 0);
    if (contains(document.documentElement.outerHTML)) hits.push('DOM');
    for (const input of document.querySelectorAll('input')) if (contains(input.value)) hits.push(`input#${input.id}`);
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        if (contains(storage.getItem(key) ?? '')) hits.push(`storage:${key}`);
      }
    }
    return hits;
  }, secrets);
}
