import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * IBM's Equal Access engine, the one IBM's Accessibility Checker runs, beside axe: `ace.js` from the
 * accessibility-checker-engine package carries its rules, so nothing is fetched at run time. Loaded into a
 * page once, as axe is.
 */
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** The parts of ace's report read here (ace.d.ts types only its Checker's class, not the page's global). */
interface AceResult {
  ruleId: string;
  reasonId: string;
  /** [VIOLATION | RECOMMENDATION | INFORMATION, PASS | FAIL | POTENTIAL | MANUAL] */
  value: [string, string];
  path: { dom: string };
  message: string;
}

/**
 * What the IBM Accessibility rule set finds certainly wrong on the page as it is now ("violation", "fail"),
 * one line each: the rule, the element's path and ace's message. Recommendations and what asks for a
 * person's review (potential, manual) are left to a person, as axe's "incomplete" is (bar contrast). An
 * element that is not drawn (the closed "More options") is left out, as axe leaves it: it is checked where
 * it shows.
 */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in globalThis))) await page.evaluate(aceSource);
  return page.evaluate(async () => {
    const { ace } = globalThis as unknown as {
      ace: { Checker: new () => { check(context: Document, policies: string[]): Promise<{ results: AceResult[] }> } };
    };
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    const drawn = (path: string): boolean => {
      const node = document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return !(node instanceof Element) || node.closest('head') !== null || node.checkVisibility();
    };
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL' && drawn(result.path.dom))
      .map((result) => `${result.ruleId} (${result.reasonId}): ${result.path.dom}: ${result.message}`);
  });
}
