import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQuoteNumbers } from './quote-numbers';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('numbers', (path) => (dir = path));

const PATTERN = 'A-{year}-{seq:4}';

describe('createQuoteNumbers', () => {
  it('counts each series on from 1, per year, and remembers it across restarts', async () => {
    const numbers = createQuoteNumbers(dir);
    expect(await numbers.peek(PATTERN, 2026, [])).toBe('A-2026-0001');
    expect(await numbers.next(PATTERN, 2026, [])).toBe('A-2026-0001');
    expect(await numbers.next(PATTERN, 2026, [])).toBe('A-2026-0002');
    expect(await numbers.next(PATTERN, 2027, [])).toBe('A-2027-0001');
    const again = createQuoteNumbers(dir);
    expect(await again.next(PATTERN, 2026, [])).toBe('A-2026-0003');
    expect(JSON.parse(await readFile(again.file, 'utf8'))).toEqual({
      version: 1,
      series: { 'A-2027-{seq}': 1, 'A-2026-{seq}': 3 },
      issued: ['A-2026-0001', 'A-2026-0002', 'A-2027-0001', 'A-2026-0003'],
    });
  });

  it('gives different numbers to calls made at once', async () => {
    const numbers = createQuoteNumbers(dir);
    const given = await Promise.all(Array.from({ length: 20 }, () => numbers.next(PATTERN, 2026, [])));
    expect(new Set(given).size).toBe(20);
  });

  it('never gives a number again that another series gave, also once its quote is deleted', async () => {
    const numbers = createQuoteNumbers(dir);
    expect(await numbers.next('A-{seq}', 2026, [])).toBe('A-1');
    expect(await numbers.next('A-{seq}', 2026, [])).toBe('A-2');
    // "A-1{seq}" at 2 would spell A-12; at 1 it spells A-11, neither given yet.
    expect(await numbers.next('A-1{seq}', 2026, [])).toBe('A-11');
    const given: string[] = [];
    for (let index = 3; index <= 11; index += 1) given.push(await numbers.next('A-{seq}', 2026, []));
    // A-{seq} skips A-11, which A-1{seq} gave; A-1{seq} at 2 skips A-12, which A-{seq} gave then.
    expect(given.slice(-2)).toEqual(['A-10', 'A-12']);
    expect(await numbers.next('A-1{seq}', 2026, [])).toBe('A-13');
  });

  it('never gives a number a kept quote has, also of another pattern that spells it the same', async () => {
    const numbers = createQuoteNumbers(dir);
    expect(await numbers.next(PATTERN, 2026, ['A-2026-0007'])).toBe('A-2026-0008');
    expect(await numbers.next('A-{seq}', 2026, ['A-1', 'A-2'])).toBe('A-3');
    expect(await numbers.next('A-{year}{seq}', 2026, ['A-20261'])).toBe('A-20262');
  });

  it('keeps an unreadable file aside and carries the series on from the kept quotes', async () => {
    const numbers = createQuoteNumbers(dir, () => new Date('2026-11-23T10:00:00Z'));
    await writeFile(numbers.file, '{"version": 1, "series": {"A-2026-{seq}": -4');
    expect(await numbers.next(PATTERN, 2026, ['A-2026-0011'])).toBe('A-2026-0012');
    expect(numbers.keptAside).toMatch(/quote-numbers\.json\.unreadable-2026-11-23T10-00-00-000Z$/);
    expect((await readdir(dir)).sort()).toEqual(['quote-numbers.json', 'quote-numbers.json.unreadable-2026-11-23T10-00-00-000Z']);
  });

  it('gives nothing when the file cannot be written, and the next call gives the same number', async () => {
    const numbers = createQuoteNumbers(join(dir, 'missing-file-as-dir'));
    await writeFile(join(dir, 'missing-file-as-dir'), 'a file where the folder should be');
    await expect(numbers.next(PATTERN, 2026, [])).rejects.toThrow();
    await rm(join(dir, 'missing-file-as-dir'));
    expect(await numbers.next(PATTERN, 2026, [])).toBe('A-2026-0001');
  });

  it('numbers the revisions of a quote <number>-2, -3 …, never one given before, also after a restart', async () => {
    const numbers = createQuoteNumbers(dir);
    expect(await numbers.peekRevision('A-2026-0001', [])).toBe('A-2026-0001-2');
    expect(await numbers.nextRevision('A-2026-0001', [])).toBe('A-2026-0001-2');
    expect(await numbers.nextRevision('A-2026-0001', [])).toBe('A-2026-0001-3');
    // A number a kept quote has is skipped too.
    expect(await numbers.nextRevision('A-2026-0002', ['A-2026-0002-2'])).toBe('A-2026-0002-3');
    const again = createQuoteNumbers(dir);
    expect(await again.nextRevision('A-2026-0001', [])).toBe('A-2026-0001-4');
    // A pattern that would spell a revision's number skips it.
    expect(await again.next('A-2026-0001-{seq}', 2026, [])).toBe('A-2026-0001-1');
    expect(await again.next('A-2026-0001-{seq}', 2026, [])).toBe('A-2026-0001-5');
  });

  it('gives different numbers to two processes asking at once, quote numbers and revisions alike', async () => {
    // Two apps on one user data folder: each its own instance, its own memory, one file.
    const one = createQuoteNumbers(dir);
    const other = createQuoteNumbers(dir);
    const asked = Array.from({ length: 12 }, (_, index) => {
      const numbers = index % 2 === 0 ? one : other;
      return index % 3 === 0 ? numbers.next(PATTERN, 2026, []) : numbers.nextRevision('A-2026-0001', []);
    });
    const given = await Promise.all(asked);
    expect(new Set(given).size).toBe(given.length);
    expect(given.filter((number) => number.startsWith('A-2026-0001-')).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `A-2026-0001-${index + 2}`).sort(),
    );
    expect((await readdir(dir)).sort()).toEqual(['quote-numbers.json']);
  });

  it('takes over a lock left by a process of this computer that ended while holding it, whatever its file time', async () => {
    const numbers = createQuoteNumbers(dir, undefined, { host: 'desk-1', pid: 100, alive: (pid) => pid === 100 });
    const lock = `${numbers.file}.lock`;
    await writeFile(lock, JSON.stringify({ pid: 4242, host: 'desk-1', token: 'gone' }));
    // The clock was set back: the file's time lies in the future.
    const future = new Date(Date.now() + 3_600_000);
    await utimes(lock, future, future);
    expect(await numbers.nextRevision('A-2026-0001', [])).toBe('A-2026-0001-2');
    expect((await readdir(dir)).sort()).toEqual(['quote-numbers.json']);
  });
});
