import { describe, expect, it } from 'vitest';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { editFromAny, editOf } from './quotes-edit';

const quote = (id: string): SavedQuote => ({
  id,
  name: `Quote ${id}`,
  country: 'de',
  factor: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 1, factor: null }],
  issue: { number: `A-2026-000${id}`, issuedOn: '2026-11-26', sentAt: null },
});
const [a, b, c] = [quote('1'), quote('2'), quote('3')];
const saved: SavedQuotes = { quotes: [a!, b!, c!], activeId: '1' };

describe('editOf', () => {
  it('sends only the quotes changed since main took them, without their number', () => {
    const renamed = { ...b!, name: 'Renamed' };
    const edit = editOf({ quotes: [a!, renamed, c!], activeId: '2' }, saved);
    expect(edit.quotes.map((each) => each.name)).toEqual(['Renamed']);
    expect(edit.quotes[0]).not.toHaveProperty('issue');
    expect(edit.changed).toEqual({ removed: [] });
    expect(edit.activeId).toBe('2');
  });

  it('sends nothing but the active quote when only another is chosen', () => {
    expect(editOf({ ...saved, activeId: '3' }, saved)).toEqual({ activeId: '3', quotes: [], changed: { removed: [] } });
  });

  it('names the quotes removed, and the order of all when one was added or put back', () => {
    expect(editOf({ quotes: [a!, c!], activeId: '1' }, saved).changed).toEqual({ removed: ['2'] });
    const d = quote('4');
    const added = editOf({ quotes: [a!, d, b!, c!], activeId: '4' }, saved);
    expect(added.quotes.map((each) => each.id)).toEqual(['4']);
    expect(added.changed).toEqual({ removed: [], order: ['1', '4', '2', '3'] });
  });
});

describe('editFromAny', () => {
  it('brings back a quote deleted by a save under way when the window leaves before the undo was sent', () => {
    // The delete is under way; the undo waits behind it. Against what main took before, the undo changes nothing.
    const deleting: SavedQuotes = { quotes: [a!, c!], activeId: '1' };
    expect(editOf(saved, saved).quotes).toEqual([]);
    const edit = editFromAny(saved, [saved, deleting]);
    expect(edit.quotes.map((each) => each.id)).toEqual(['2']);
    expect(edit.changed).toEqual({ removed: [], order: ['1', '2', '3'] });
  });

  it('removes what is gone from either base, and never a quote that is there', () => {
    const renamed = { ...a!, name: 'Renamed' };
    const carried: SavedQuotes = { quotes: [renamed, b!, c!], activeId: '1' };
    const next: SavedQuotes = { quotes: [renamed, c!], activeId: '3' };
    const edit = editFromAny(next, [saved, carried]);
    expect(edit.quotes.map((each) => each.name)).toEqual(['Renamed']);
    expect(edit.changed).toEqual({ removed: ['2'] });
    expect(edit.activeId).toBe('3');
  });
});
