import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { msg } from '../../../../electron/shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { validateLookupInput, type FieldError, type LookupInput, type LookupRequest } from '../../../../electron/shared/lookup-input';
import { LookupFailure, unwrap } from '../../api/lookup-failure';
import { priceKeys, priceQuery, useAppStateMutation } from '../../api/queries';
import { useEscapeKey } from '../../app/use-escape-key';
import { useI18n } from '../../i18n/i18n';
import { CompareCountries } from '../compare/compare-countries';
import { AddToQuote } from '../quote/add-to-quote';
import { PriceResult } from '../result/price-result';
import { LookupError } from './lookup-error';
import { LookupForm } from './lookup-form';

interface LookupViewProps {
  bridge: PriceLookupBridge;
  state: AppState;
  /** Whether this view is the one shown (it stays mounted, hidden, behind the others). */
  active: boolean;
  onOpenSettings: () => void;
}

const sameRequest = (a: LookupRequest | null, b: LookupRequest): boolean =>
  a !== null && a.artnr === b.artnr && a.country === b.country && a.factor === b.factor && a.profile === b.profile;

/**
 * The form and the answer to what it last asked. What was typed stays, whatever happens. Escape stops
 * a running lookup and closes the comparison.
 */
export function LookupView({ bridge, state, active, onOpenSettings }: LookupViewProps) {
  const client = useQueryClient();
  const { t } = useI18n();
  const [fields, setFields] = useState<Required<LookupInput>>({ artnr: '', country: state.lastCountry, factor: '', profile: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submitted, setSubmitted] = useState<LookupRequest | null>(null);
  const [comparing, setComparing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const compareButton = useRef<HTMLButtonElement>(null);
  const compareArea = useRef<HTMLDivElement>(null);
  const price = useQuery(priceQuery(bridge, state.source, submitted));
  const rememberCountry = useAppStateMutation(async (country: string) =>
    unwrap(await bridge.rememberCountry({ country: country as AppState['lastCountry'] })),
  );

  const submit = (): boolean => {
    const validation = validateLookupInput(fields);
    if (!validation.ok) {
      setErrors(validation.errors);
      return false;
    }
    setErrors([]);
    setCancelled(false);
    // The same lookup again: from the cache while fresh, asked anew after a failure or a cancel.
    const unanswered = price.isError || price.data === undefined;
    if (sameRequest(submitted, validation.request) && unanswered && !price.isFetching) void price.refetch();
    setSubmitted(validation.request);
    return true;
  };

  useEscapeKey(active, () => {
    if (submitted !== null && price.isFetching) {
      // TanStack aborts the query's signal, which cancels the request in main.
      void client.cancelQueries({ queryKey: priceKeys.lookup(state.source, submitted), exact: true });
      setCancelled(true);
    }
    if (comparing) {
      // Focus inside the comparison would be lost with it: it goes back to the button that opened it.
      if (compareArea.current?.contains(document.activeElement)) compareButton.current?.focus();
      setComparing(false);
    }
  });

  const failure =
    price.error instanceof LookupFailure
      ? price.error
      : price.error
        ? new LookupFailure({ kind: 'internal', message: msg('lookup.error.noAnswer', { reason: price.error.message }) })
        : null;
  const loading = submitted !== null && price.isFetching && price.data === undefined;

  return (
    <div className="lookup-view">
      <LookupForm
        fields={fields}
        errors={errors}
        busy={price.isFetching}
        active={active}
        onChange={setFields}
        onCountryChosen={(country) => rememberCountry.mutate(country)}
        onSubmit={submit}
      />
      {/* Live regions are always there, so what appears in them is announced; none inside another. */}
      <div role="alert">
        {failure && !price.isFetching ? (
          <LookupError failure={failure} onOpenSettings={onOpenSettings} onRetry={() => void price.refetch()} />
        ) : null}
      </div>
      <section className="result-region" aria-label={t('lookup.result.region')} aria-busy={loading || undefined} aria-live="polite">
        {loading ? <p className="result-loading">{t('lookup.status.loading', { artnr: submitted.artnr })}</p> : null}
        {!loading && price.data && !failure ? <PriceResult lookup={price.data} /> : null}
        {cancelled && submitted !== null && !price.isFetching && price.data === undefined ? (
          <p className="result-empty">{t('lookup.status.cancelled', { artnr: submitted.artnr })}</p>
        ) : null}
        {submitted === null ? <p className="result-empty">{t('lookup.status.empty')}</p> : null}
      </section>
      {!loading && price.data && !failure ? (
        <div className="result-actions">
          <button type="button" ref={compareButton} onClick={() => setComparing((open) => !open)} aria-expanded={comparing}>
            {t('lookup.action.compare')}
          </button>
          <AddToQuote lookup={price.data} />
        </div>
      ) : null}
      <div ref={compareArea}>
        {comparing && submitted !== null ? <CompareCountries bridge={bridge} source={state.source} request={submitted} /> : null}
      </div>
    </div>
  );
}
