import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { msg } from '@shared/i18n/catalogue';
import type { AppState, ClipboardMiss, PriceLookupBridge } from '@shared/ipc-contract';
import { validateLookupInput, type FieldError, type LookupInput, type LookupRequest } from '@shared/lookup-input';
import { BridgeFailure } from '../../api/bridge-failure';
import { formPriceQuery, freshForMs, priceKeys, useSettingsMutation } from '../../api/queries';
import { useEscapeKey } from '../../ui/use-escape-key';
import { formatDecimalInput } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { CompareCountries } from '../compare/compare-countries';
import { focusFirstEntry } from '../recall/recall-list';
import { RecallLists } from '../recall/recall-lists';
import { useEachNewCount } from './counted-signal';
import { useFoundAt } from './found-answers';
import { LookupError } from './lookup-error';
import { LookupForm } from './lookup-form';
import { ResultActions } from './result-actions';
import { ResultRegion } from './result-region';
import { useNextCallKey } from './next-call';
import { LookupBusy, useStableCallback } from './stable-callback';
import type { Customer } from '@shared/customer';
import { customerRefOf, offerTaxingOfCustomer, type CustomerRef, type OfferTaxing } from '@shared/customer-lookup';
import { formForCustomer, formWithoutCustomer, keptCustomer } from '../customers/customer-form';
import { useCustomerKey } from '../customers/customer-key';
import { pickCustomer, usePickedCustomer } from '../customers/picked-customer';

const noErrors: readonly FieldError[] = [];

interface LookupViewProps {
  bridge: PriceLookupBridge;
  state: AppState;
  /** Whether this view is the one shown (it stays mounted, hidden, behind the others). */
  active: boolean;
  /** Counts the global shortcut's presses: each puts the cursor in the article number, its text selected. */
  summons?: number;
  /** The tray's latest lookup, counted: each new one fills the form and looks it up. */
  trayLookup?: { request: LookupRequest; count: number } | null;
  /** The tray's clipboard entry found no article number, counted: each one is said, the cursor in the article number. */
  clipboardMiss?: { why: ClipboardMiss; count: number } | null;
  onOpenSettings: () => void;
}

/**
 * The form and the answer to what it last asked. What was typed stays, whatever happens. Escape stops
 * a running lookup and closes the comparison. "Next call" (Ctrl+N, ⌘N; Escape on an empty article
 * number with nothing running and no question open) clears the form but the country, and the result,
 * so no factor or answer of one customer is carried to the next.
 */
export function LookupView({
  bridge,
  state,
  active,
  summons = 0,
  trayLookup = null,
  clipboardMiss = null,
  onOpenSettings,
}: LookupViewProps) {
  const client = useQueryClient();
  const { t } = useI18n();
  const locale = useRegionalLocale();
  const [fields, setFields] = useState<Required<LookupInput>>({ artnr: '', country: state.lastCountry, factor: '', profile: '' });
  const [errors, setErrors] = useState<readonly FieldError[]>(noErrors);
  const [submitted, setSubmitted] = useState<LookupRequest | null>(null);
  // The customer picked when the lookup shown was asked: its phone line names them, its recent entry keeps them.
  const [submittedFor, setSubmittedFor] = useState<CustomerRef | null>(null);
  // The basis their price is said on (net for a dealer), as their quotes show it: kept with the lookup asked.
  const [submittedOffer, setSubmittedOffer] = useState<OfferTaxing | undefined>(undefined);
  const customer = usePickedCustomer();
  const customerInput = useRef<HTMLInputElement>(null);
  const [comparing, setComparing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [nextCalls, setNextCalls] = useState(0);
  const [readyForNextCall, setReadyForNextCall] = useState(false);
  // Why the tray's clipboard entry looked nothing up, until the next lookup or next call.
  const [clipboardNote, setClipboardNote] = useState<ClipboardMiss | null>(null);
  const questionOpen = useRef(false);
  const onQuestionOpen = useCallback((open: boolean) => {
    questionOpen.current = open;
  }, []);
  // The button that opened the comparison (under a result, or in a missing article's message).
  const compareOpener = useRef<HTMLButtonElement | null>(null);
  const compareArea = useRef<HTMLDivElement>(null);
  // Drawn in the task that brings the price: TanStack tells its views in a microtask (createQueryClient).
  const price = useQuery(formPriceQuery(bridge, state.source, submitted, submittedFor));
  const [focusRequest, setFocusRequest] = useState(0);
  const recentList = useRef<HTMLUListElement>(null);
  const favouritesList = useRef<HTMLUListElement>(null);
  const rememberCountry = useSettingsMutation(bridge);

  const check = (): boolean => {
    const validation = validateLookupInput(fields);
    setErrors(validation.ok ? noErrors : validation.errors);
    return validation.ok;
  };
  const submit = (input: Required<LookupInput> = fields, forCustomer: Customer | null = customer): boolean => {
    const validation = validateLookupInput(input);
    if (!validation.ok) {
      setErrors(validation.errors);
      return false;
    }
    setErrors(noErrors);
    setCancelled(false);
    setReadyForNextCall(false);
    setClipboardNote(null);
    // Asked here, before React draws the loading state and the form moves the focus, so the answer comes
    // sooner. An answer main still counts fresh (its `freshUntil`) shows at once, and main is asked right
    // after it is drawn (it answers from its fresh answers and keeps the lookup in the recent lookups):
    // one call either way.
    const ref = forCustomer === null ? null : customerRefOf(forCustomer);
    const query = formPriceQuery(bridge, state.source, validation.request, ref);
    if (freshForMs(client.getQueryData(query.queryKey)) > 0) {
      requestAnimationFrame(() => setTimeout(() => void client.fetchQuery({ ...query, staleTime: 0 }).catch(() => undefined)));
    } else {
      void client.prefetchQuery({ ...query, staleTime: 0 });
    }
    setSubmitted(validation.request);
    setSubmittedFor(ref);
    setSubmittedOffer(forCustomer === null ? undefined : offerTaxingOfCustomer(forCustomer));
    return true;
  };

  /** A recent lookup or favourite: into the form, looked up, the cursor back in the article number. */
  const runAgain = (request: LookupRequest, forCustomer: Customer | null = customer): void => {
    // The factor as the region writes it ("1,25" in Germany), so what is refilled reads as typed.
    const factor = request.factor === null ? '' : formatDecimalInput(request.factor, locale);
    const input = { artnr: request.artnr, country: request.country, factor, profile: request.profile ?? '' };
    setFields(input);
    submit(input, forCustomer);
    setFocusRequest((count) => count + 1);
  };
  /**
   * A recent lookup is run for its customer again while they are still in the list (none when it was for
   * none, or they were removed); a favourite is for whoever is picked.
   */
  const runRecent = async (request: LookupRequest, ref: CustomerRef | null | undefined): Promise<void> => {
    if (ref === undefined) return runAgain(request);
    const found = ref === null ? null : await keptCustomer(bridge, ref);
    pickCustomer(found);
    runAgain(request, found);
  };
  /** A customer picked at the top: their country and markup fill the form, the cursor goes to the article number. */
  const pickForLookups = (picked: Customer): void => {
    pickCustomer(picked);
    setReadyForNextCall(false);
    setFields((current) => formForCustomer(current, picked, locale));
    setFocusRequest((count) => count + 1);
  };
  const removeCustomer = (): void => {
    if (customer !== null) setFields((current) => formWithoutCustomer(current, customer));
    pickCustomer(null);
    setFocusRequest((count) => count + 1);
  };
  useCustomerKey(active, () => customerInput.current?.focus());

  // Stable callbacks for the recall lists, so they re-render only when their entries change, not with every answer.
  const runRecalled = useStableCallback((request: LookupRequest, ref?: CustomerRef | null) => void runRecent(request, ref));
  const backToArticle = useStableCallback(() => setFocusRequest((count) => count + 1));

  useEachNewCount(trayLookup, ({ request }) => runAgain(request));
  useEachNewCount(clipboardMiss, ({ why }) => {
    setClipboardNote(why);
    setFocusRequest((count) => count + 1);
  });

  const cancelLookup = (): void => {
    if (submitted === null || !price.isFetching) return;
    // TanStack aborts the query's signal, which cancels the request in main.
    void client.cancelQueries({ queryKey: priceKeys.form(state.source, submitted), exact: true });
    setCancelled(true);
  };
  /** The Cancel button goes away with the lookup: the cursor goes back to the article number, still typed. */
  const cancelByButton = (): void => {
    cancelLookup();
    setFocusRequest((count) => count + 1);
  };
  const openComparison = (opener: HTMLButtonElement): void => {
    compareOpener.current = opener;
    setComparing(true);
  };
  const toggleComparison = (opener: HTMLButtonElement): void => {
    compareOpener.current = opener;
    setComparing((open) => !open);
  };
  const changeFields = (changed: Required<LookupInput>): void => {
    setReadyForNextCall(false);
    setFields(changed);
  };
  /** The next caller: article number, factor, profile, result and errors go; the country stays; the cursor is in the article number. */
  const nextCall = (): void => {
    cancelLookup();
    setFields({ artnr: '', country: fields.country, factor: '', profile: '' });
    pickCustomer(null);
    setErrors(noErrors);
    setSubmitted(null);
    setCancelled(false);
    setComparing(false);
    setClipboardNote(null);
    setReadyForNextCall(true);
    setNextCalls((count) => count + 1);
  };
  useNextCallKey(active, nextCall);
  useEscapeKey(active, () => {
    // Escape does one thing: stop a lookup, close the comparison, or (on an empty form) start the next call.
    const idle = !price.isFetching && !comparing && !questionOpen.current && document.querySelector('dialog[open]') === null;
    if (idle && fields.artnr.trim() === '') {
      nextCall();
      return;
    }
    cancelLookup();
    if (comparing) {
      // Focus inside the comparison would be lost with it: it goes back to the button that opened it.
      if (compareArea.current?.contains(document.activeElement)) {
        if (compareOpener.current?.isConnected) compareOpener.current.focus();
        else setFocusRequest((count) => count + 1);
      }
      setComparing(false);
    }
  });

  // The form is memoized: its callbacks stay the same, so a lookup's start and answer do not re-render it.
  const formCallbacks = {
    onPickCustomer: useStableCallback(pickForLookups),
    onRemoveCustomer: useStableCallback(removeCustomer),
    onChange: useStableCallback(changeFields),
    onCountryChosen: useStableCallback((country: string) => rememberCountry.mutate({ lastCountry: country as AppState['lastCountry'] })),
    onSubmit: useStableCallback((input?: Required<LookupInput>) => submit(input)),
    onCheck: useStableCallback(check),
    onArticleArrowDown: useStableCallback(() => focusFirstEntry(recentList.current) || focusFirstEntry(favouritesList.current)),
    onNextCall: useStableCallback(nextCall),
  };

  const failure =
    price.error instanceof BridgeFailure
      ? price.error
      : price.error
        ? new BridgeFailure({ kind: 'internal', message: msg('lookup.error.noAnswer', { reason: price.error.message }) })
        : null;
  const loading = submitted !== null && price.isFetching && price.data === undefined;
  const shown = !loading && price.data && !failure ? price.data : null;
  // Until an article is found at this base URL, a missing one may mean a wrong base URL rather than a wrong number.
  const foundHere = useFoundAt(state);

  return (
    <div className="lookup-view">
      <LookupBusy value={price.isFetching}>
        <LookupForm
          bridge={bridge}
          customer={customer}
          customerInput={customerInput}
          fields={fields}
          errors={errors}
          active={active}
          focusRequest={focusRequest + summons}
          nextCalls={nextCalls}
          readyForNextCall={readyForNextCall}
          onQuestionOpen={onQuestionOpen}
          {...formCallbacks}
        />
      </LookupBusy>
      {/* Live regions are always there, so what appears in them is announced; none inside another. */}
      <div role="status">
        {clipboardNote !== null ? (
          <p className="notice clipboard-note">
            {t(clipboardNote === 'unreadable' ? 'recall.tray.clipboardUnreadable' : 'recall.tray.clipboardNoArticle', {
              entry: t('recall.tray.lookUpClipboard'),
            })}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {failure && !price.isFetching ? (
          <LookupError
            failure={failure}
            nothingFoundYet={state.source === 'service' && !foundHere}
            onOpenSettings={onOpenSettings}
            onRetry={() => void price.refetch()}
            onCompare={openComparison}
          />
        ) : null}
      </div>
      <ResultRegion
        submitted={submitted}
        loading={loading}
        shown={shown}
        offer={submittedOffer}
        cancelled={cancelled && !price.isFetching && price.data === undefined}
        onCancel={cancelByButton}
      />
      <ResultActions
        bridge={bridge}
        shown={shown}
        active={active}
        customer={submittedFor?.name}
        offer={submittedOffer}
        comparing={comparing}
        onToggleCompare={toggleComparison}
      />
      <div ref={compareArea}>
        {comparing && submitted !== null ? <CompareCountries bridge={bridge} source={state.source} request={submitted} /> : null}
      </div>
      <RecallLists bridge={bridge} recentRef={recentList} favouritesRef={favouritesList} onRun={runRecalled} onLeaveTop={backToArticle} />
    </div>
  );
}
