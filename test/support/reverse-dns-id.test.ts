import { describe, expect, it } from 'vitest';
import { isReverseDnsId } from './reverse-dns-id';

describe('isReverseDnsId', () => {
  it.each([
    ['com.pricelookup.desktop', true],
    ['de.example.PriceLookup', true],
    ['org.gnome.Nautilus', true],
    ['price-lookup', false],
    ['pricelookup', false],
    ['com.price-lookup.desktop', false],
    ['com..desktop', false],
    ['com.9lookup', false],
    ['com.pricelookup.desktop.', false],
    [`com.${'a'.repeat(252)}`, false],
  ])('%j: %j', (id, expected) => {
    expect(isReverseDnsId(id)).toBe(expected);
  });
});
