import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { validateLookupInput } from '../shared/lookup-input';
import { validKeptPricing } from '../shared/quote/kept-pricing';
import type { KeptPricing } from '../shared/quote/saved-quote';
import { isSent } from '../shared/quote/sent-quote';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { QuoteStore } from '../core/quote-store';
import { accepts } from './accepts';
import type { CancellableRequests } from './lookup-handlers';
import type { SettingsState } from './settings-state';
import type { PriceLookups } from './price-lookups';

export interface QuotePricingDeps {
  prices: PriceLookups;
  quoteStore: QuoteStore;
  state: SettingsState;
  log: DiagnosticsLog;
  now: () => Date;
}

/** Pricing a quote line: main looks it up and keeps the answer with the line; the renderer only shows it. */
export function createQuotePricingHandlers(deps: QuotePricingDeps, underway: CancellableRequests) {
  return {
    priceQuoteLine: accepts('priceQuoteLine', async (request) => {
      const valid = validateLookupInput({ artnr: request.artnr, country: request.country, factor: request.factor ?? '' });
      if (!valid.ok) {
        const first = valid.errors[0];
        return fail('invalid-input', first?.message ?? msg('errors.input.checkForm'), first?.field);
      }
      const { quoteId, lineId } = request;
      const lookup = valid.request;
      const source = deps.state.source();
      const held = deps.quoteStore.line(quoteId, lineId);
      // Priced so before (also in an earlier session): shown as it was priced, a quote being a document.
      const kept = held ? validKeptPricing(held.quote, held.line, lookup, source) : null;
      // A quote that was sent is shown as it was sent: never priced anew (not by a re-check, nor from another source).
      if (held?.quote.issue && isSent(held.quote)) {
        return kept !== null
          ? ok({ pricing: kept })
          : fail('quote-sent', msg('errors.quotes.sentUnpriced', { number: held.quote.issue.number, artnr: held.line.artnr }));
      }
      if (kept !== null && request.recheck !== true) return ok({ pricing: kept });
      const result = await underway.run(request.requestId, (signal) =>
        deps.prices.lookUp(lookup, { signal, fresh: request.recheck === true }),
      );
      if (!result.ok) return result;
      const answer = result.value;
      // A re-check asks the service; a kept answer standing in for it is not a new price.
      if (request.recheck === true && answer.lastKnown) return fail('unavailable', answer.lastKnown.reason);
      const pricing: KeptPricing = {
        pricedAt: answer.lastKnown?.fetchedAt ?? deps.now().toISOString(),
        source: answer.source,
        country: lookup.country,
        factor: lookup.factor,
        info: answer.info,
        // The service's answer of this run: its stock is current on every copy (stockAsOf); never kept in a file.
        ...(answer.lastKnown ? {} : { answeredNow: true as const }),
      };
      // Saved with the line; the answer does not wait for the file, and a failed write is said by the next save.
      deps.quoteStore.keepPricing(quoteId, lineId, lookup.artnr, pricing).catch(() => void deps.log.write('quote-pricing-unwritable'));
      return ok(answer.lastKnown ? { pricing, lastKnown: answer.lastKnown } : { pricing });
    }),
  };
}
