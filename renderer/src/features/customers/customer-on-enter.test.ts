import { describe, expect, it } from 'vitest';
import { customerOnEnter } from './customer-on-enter';

const found = (customers: string[], failure: Error | null = null) => ({ customers, failure });

describe('customerOnEnter', () => {
  it.each([
    ['typed fast: the matches not known yet, it waits for them', 'Alpen', true, null, 0, { kind: 'wait' }],
    [
      'the matches known, nothing chosen: the best (first)',
      'Alpen',
      true,
      found(['Alpenhof', 'Alpen Camping']),
      0,
      { kind: 'pick', customer: 'Alpenhof' },
    ],
    [
      'the one the arrows chose in the list',
      'Alpen',
      true,
      found(['Alpenhof', 'Alpen Camping']),
      1,
      { kind: 'pick', customer: 'Alpen Camping' },
    ],
    ['a choice beyond a shorter list: its last', 'Alpen', true, found(['Alpenhof']), 3, { kind: 'pick', customer: 'Alpenhof' }],
    ['none found: nothing', 'Zzz', true, found([]), 0, { kind: 'nothing' }],
    ['the customers could not be searched: nothing', 'Alpen', true, found([], new Error('unreadable')), 0, { kind: 'nothing' }],
    ['an empty field: nothing, not even waiting', '  ', true, null, 0, { kind: 'nothing' }],
    ['the list closed by Escape: nothing', 'Alpen', false, found(['Alpenhof']), 0, { kind: 'nothing' }],
  ] as const)('%s', (_case, typed, open, matches, index, expected) => {
    expect(customerOnEnter<string>(typed, open, matches, index)).toEqual(expected);
  });
});
