import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README.md and every guide in docs/: what a newcomer reads. */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

/** The README is the door: what the app is, the two commands, where to read on. */
const README_MAX_LINES = 160;

/** Markdown without fenced blocks, whose lines are text, not headings or links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Markdown without fenced blocks and code spans, whose brackets are text, not links. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The targets of the inline links and pictures, `[text](target)` and `![alt](target)`. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((found) => found[1] ?? '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  // A code span in a heading keeps its text in the anchor (its backticks drop as punctuation).
  return new Set([...withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((found) => headingAnchor(found[1] ?? '')));
}

/** The relative links of `path` (its text: `markdown`) that lead nowhere: a missing file, or a heading the file lacks. */
function brokenLinks(path: string, markdown = readFileSync(path, 'utf8')): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: … are not files of this repository
    const [file = '', anchor] = target.split('#');
    const linked = file === '' ? path : normalize(join(dirname(path), decodeURIComponent(file)));
    if (!existsSync(linked) || !statSync(linked).isFile()) {
      broken.push(`${target} (no file ${linked})`);
      continue;
    }
    if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor)) {
      broken.push(`${target} (no heading #${anchor} in ${linked})`);
    }
  }
  return broken;
}

describe('the README and docs/', () => {
  it(`keeps README.md to at most ${README_MAX_LINES} lines: the rest is in docs/`, () => {
    const lines = readFileSync('README.md', 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has the guides the README sends a newcomer to', () => {
    for (const guide of ['user-guide', 'it-guide', 'security', 'development', 'performance']) {
      expect(DOCS).toContain(join('docs', `${guide}.md`));
      expect(linkTargets(readFileSync('README.md', 'utf8'))).toContain(`docs/${guide}.md`);
    }
  });

  for (const path of DOCS) {
    it(`${path}: every relative link points to a file that exists, and to a heading it has`, () => {
      expect(brokenLinks(path)).toEqual([]);
    });
  }

  it('finds a broken link, a missing heading and a picture that is not there', () => {
    const broken = (markdown: string): string[] => brokenLinks(join('docs', 'example.md'), markdown);
    expect(broken('[gone](no-such-guide.md) ![gone](no-such.png) [here](it-guide.md#policies) [up](../README.md)')).toEqual([
      'no-such-guide.md (no file docs/no-such-guide.md)',
      'no-such.png (no file docs/no-such.png)',
    ]);
    expect(broken('[wrong heading](it-guide.md#no-such-heading)')).toEqual([
      'it-guide.md#no-such-heading (no heading #no-such-heading in docs/it-guide.md)',
    ]);
    expect(broken('[a folder](../electron)')).toEqual(['../electron (no file electron)']);
    expect(broken('`[in code](no-such-guide.md)` [web](https://example.com/x.md)')).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('Quote documents: PDF, print and the letter')).toBe('quote-documents-pdf-print-and-the-letter');
    expect(headingAnchor('The command line (CLI)')).toBe('the-command-line-cli');
    expect(headingAnchor('Working on a view (`npm run dev`)')).toBe('working-on-a-view-npm-run-dev');
    expect([...anchorsOf('## Working on a view (`npm run dev`)\n```\n# not a heading\n```')]).toEqual(['working-on-a-view-npm-run-dev']);
  });
});
