import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { lineOffer, lineOfferMark } from './line-offer';

const line = (change: Partial<Parameters<typeof lineOffer>[0]> = {}) => ({
  priceSet: true,
  lifecycle: 'A',
  stock: 11,
  quantity: 1,
  ...change,
});

describe('lineOffer', () => {
  it('offers a line with a price', () => {
    expect(lineOffer(line())).toBe('offered');
    expect(lineOffer(line({ lifecycle: 'E', stock: 0, quantity: 5 }))).toBe('offered');
  });

  it('does not offer a line without a price (the service answers 0)', () => {
    expect(lineOffer(line({ priceSet: false }))).toBe('no-price');
  });

  it('does not offer a discontinued article the stock does not cover (770412: F, stock 0, 4 pieces)', () => {
    expect(lineOffer(line({ lifecycle: 'F', stock: 0, quantity: 4 }))).toBe('discontinued');
    expect(lineOffer(line({ lifecycle: 'F', stock: 3, quantity: 4 }))).toBe('discontinued');
    // Discontinued wins over no price: there is nothing to ask a price for.
    expect(lineOffer(line({ lifecycle: 'F', stock: 0, quantity: 4, priceSet: false }))).toBe('discontinued');
    // 11+ covers at most 11.
    expect(lineOffer(line({ lifecycle: 'F', stock: 11, quantity: 12 }))).toBe('discontinued');
  });

  it('offers a discontinued article while the stock covers the quantity', () => {
    expect(lineOffer(line({ lifecycle: 'F', stock: 4, quantity: 4 }))).toBe('offered');
    expect(lineOffer(line({ lifecycle: 'F', stock: 11, quantity: 11 }))).toBe('offered');
  });

  it('marks a line not offered in words, in both languages', () => {
    expect(lineOfferMark('offered')).toBeNull();
    expect(translator('de').text(lineOfferMark('no-price')!)).toBe('Preis auf Anfrage');
    expect(translator('en').text(lineOfferMark('no-price')!)).toBe('price on request');
    expect(translator('de').text(lineOfferMark('discontinued')!)).toBe('nicht mehr lieferbar');
    expect(translator('en').text(lineOfferMark('discontinued')!)).toBe('no longer available');
  });
});
