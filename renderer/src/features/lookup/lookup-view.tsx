import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { validateLookupInput, type FieldError, type LookupInput, type LookupRequest } from '../../../../electron/shared/lookup-input';
import { LookupFailure, unwrap } from '../../api/lookup-failure';
import { priceQuery, useAppStateMutation } from '../../api/queries';
import { CompareCountries } from '../compare/compare-countries';
import { AddToQuote } from '../quote/add-to-quote';
import { PriceResult } from '../result/price-result';
import { LookupError } from './lookup-error';
import { LookupForm } from './lookup-form';

interface LookupViewProps {
  bridge: PriceLookupBridge;
  state: AppState;
  onOpenSettings: () => void;
}

const sameRequest = (a: LookupRequest | null, b: LookupRequest): boolean =>
  a !== null && a.artnr === b.artnr && a.country === b.country && a.factor === b.factor && a.profile === b.profile;

/** The form and the answer to what it last asked. What was typed stays, whatever happens. */
export function LookupView({ bridge, state, onOpenSettings }: LookupViewProps) {
  const [fields, setFields] = useState<Required<LookupInput>>({ artnr: '', country: state.lastCountry, factor: '', profile: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submitted, setSubmitted] = useState<LookupRequest | null>(null);
  const [comparing, setComparing] = useState(false);
  const price = useQuery(priceQuery(bridge, state.source, submitted));
  const rememberCountry = useAppStateMutation(async (country: string) =>
    unwrap(await bridge.rememberCountry({ country: country as AppState['lastCountry'] })),
  );

  const submit = (): void => {
    const validation = validateLookupInput(fields);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors([]);
    // The same lookup again: from the cache while fresh, asked anew after a failure.
    if (sameRequest(submitted, validation.request) && price.isError && !price.isFetching) void price.refetch();
    setSubmitted(validation.request);
  };

  const failure = price.error instanceof LookupFailure ? price.error : price.error ? new LookupFailure({ kind: 'internal', message: price.error.message }) : null;
  const loading = submitted !== null && price.isFetching && price.data === undefined;

  return (
    <div className="lookup-view">
      <LookupForm
        fields={fields}
        errors={errors}
        busy={price.isFetching}
        onChange={setFields}
        onCountryChosen={(country) => rememberCountry.mutate(country)}
        onSubmit={submit}
      />
      {failure && !price.isFetching ? <LookupError failure={failure} onOpenSettings={onOpenSettings} onRetry={() => void price.refetch()} /> : null}
      <section className="result-region" aria-label="Price information" aria-busy={loading || undefined} aria-live="polite">
        {loading ? <p className="result-loading">Looking up {submitted.artnr}…</p> : null}
        {!loading && price.data && !failure ? (
          <>
            <PriceResult lookup={price.data} />
            <div className="result-actions">
              <button type="button" onClick={() => setComparing((open) => !open)} aria-expanded={comparing}>
                Compare countries
              </button>
              <AddToQuote lookup={price.data} />
            </div>
          </>
        ) : null}
        {submitted === null ? <p className="result-empty">Enter an article number and press Enter.</p> : null}
      </section>
      {comparing && submitted !== null ? <CompareCountries bridge={bridge} source={state.source} request={submitted} /> : null}
    </div>
  );
}
