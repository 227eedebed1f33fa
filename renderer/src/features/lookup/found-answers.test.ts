import { describe, expect, it } from 'vitest';
import { msg } from '@shared/i18n/catalogue';
import type { LookupRequest } from '@shared/lookup-input';
import { priceKeys, quoteLineKey } from '../../api/queries';
import { isFoundAnswer, serviceIdentity } from './found-answers';

const request: LookupRequest = { artnr: '31245', country: 'de', factor: null, profile: null };
const answer = { request, info: { price: '47.85' }, source: 'service' };

describe('isFoundAnswer', () => {
  it("counts the form's and the comparison's answers", () => {
    expect(isFoundAnswer(priceKeys.form('service', request), answer)).toBe(true);
    expect(isFoundAnswer(priceKeys.lookup('service', request), answer)).toBe(true);
  });

  it('does not count a last-known answer, a quote line, or what is not a price', () => {
    const lastKnown = { ...answer, lastKnown: { fetchedAt: '2026-11-20T10:00:00Z', reason: msg('errors.unavailable.busy') } };
    expect(isFoundAnswer(priceKeys.form('service', request), lastKnown)).toBe(false);
    const line = { quoteId: 'q', lineId: 'l', artnr: '31245', country: 'de' as const, factor: null };
    expect(isFoundAnswer(quoteLineKey('service', line), answer)).toBe(false);
    expect(isFoundAnswer(['app-state'], answer)).toBe(false);
    expect(isFoundAnswer(priceKeys.form('service', request), undefined)).toBe(false);
  });
});

describe('serviceIdentity', () => {
  it('differs between base URLs and between the demo and a service, so a find at one does not vouch for another', () => {
    const at = (baseUrl: string | null, source: 'service' | 'demo' = 'service') => serviceIdentity({ source, baseUrl });
    expect(at('https://prices.example')).toBe(at('https://prices.example'));
    expect(at('https://prices.example')).not.toBe(at('https://prices.example/shop'));
    expect(at(null, 'demo')).not.toBe(at(null, 'service'));
  });
});
