import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The Windows runner's git checks out with core.autocrlf=true: without .gitattributes every script
// would arrive with CRLF, Git Bash would stop at "set -uo pipefail\r" and Prettier would fail every file.
interface Entry {
  index: string;
  attributes: string;
  path: string;
}
const entries: Entry[] = execFileSync('git', ['ls-files', '--eol'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [info = '', path = ''] = line.split('\t');
    // "i/lf    w/lf    attr/text=auto eol=lf ": the attributes may hold spaces.
    const [, index = '', attributes = ''] = /^(\S+)\s+\S+\s+(attr\/.*?)\s*$/.exec(info) ?? [];
    return { index, attributes, path };
  });
const binary = (entry: Entry): boolean => entry.index === 'i/-text';

describe('line endings', () => {
  it('checks out every text file with LF, whatever core.autocrlf says', () => {
    const notLf = entries.filter((entry) => !binary(entry) && !entry.attributes.includes('eol=lf'));
    expect(notLf.map((entry) => entry.path)).toEqual([]);
  });

  it('keeps no CR in any text file of the repository', () => {
    const withCr = entries.filter((entry) => !binary(entry) && entry.index !== 'i/lf' && entry.index !== 'i/none');
    expect(withCr.map((entry) => `${entry.path} (${entry.index})`)).toEqual([]);
  });

  it('marks images as binary, so no line ending is ever changed in them', () => {
    const images = entries.filter((entry) => /\.(png|ico|icns|jpe?g)$/.test(entry.path));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.attributes, image.path).toBe('attr/-text');
  });

  it('has the scripts CI runs among them', () => {
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['.ci/run', 'scripts/test.sh', 'scripts/install-deps.sh']));
  });
});
