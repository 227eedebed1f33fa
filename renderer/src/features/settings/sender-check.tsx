import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CompanyField } from '@shared/company';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { appStateQuery } from '../../api/queries';
import { useOpenSettings } from '../../app/open-settings';
import { useI18n } from '../../i18n/i18n';
import { customerCopyLacks, type CustomerCopyGap } from '../quote/letter/letter-checks';
import { COMPANY_FIELD_VIEWS, companyFieldId } from './company-settings-form';

export interface SenderCheck {
  /** Runs `goOn` when the quote's letter lacks nothing; else asks first (the question takes the cursor). */
  ask(quote: Pick<SavedQuote, 'letter' | 'vat'>, goOn: () => void): void;
  /** The question, where it is asked; null when nothing is asked. */
  question: ReactNode;
}

// Where "Add it in the quote" puts the cursor for each of the quote's own gaps.
const QUOTE_FIELD: Partial<Record<CustomerCopyGap, string>> = {
  recipient: 'letter-name',
  address: 'letter-address',
  customerVatId: 'quote-vat-id',
};

/**
 * Before a customer PDF, print or e-mail: when the quote names no recipient or no address, when an
 * intra-Community supply lacks the customer's or the company's VAT ID (customerCopyGaps), or when the
 * company's name, address or a detail the law asks of a business letter (register court and number,
 * managing directors, VAT ID) is missing, says what is missing and offers to add it (in the quote, at the
 * first missing field there; else in Settings, at the first missing field), to go on without it, or to cancel.
 */
export function useSenderCheck(bridge: PriceLookupBridge): SenderCheck {
  const words = useI18n();
  const { t } = words;
  const state = useQuery(appStateQuery(bridge)).data;
  const openSettings = useOpenSettings();
  const [asking, setAsking] = useState<{ gaps: CustomerCopyGap[]; missing: CompanyField[]; goOn: () => void } | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (asking !== null) first.current?.focus();
  }, [asking]);

  const close = (): void => {
    setAsking(null);
    opener.current?.focus();
  };
  const names = asking?.missing.map((field) => COMPANY_FIELD_VIEWS.find((view) => view.field === field)?.label(words) ?? field) ?? [];
  const locked = state?.policies.companyLocked ?? false;
  // The quote's own gaps first: they are added where the user is.
  const inQuote = asking?.gaps.map((gap) => QUOTE_FIELD[gap]).find((id) => id !== undefined);
  // The company's VAT ID for the note, when it is not already among the sender's missing details.
  const firstSetting: CompanyField | undefined = asking?.missing[0] ?? (asking?.gaps.includes('ownVatId') ? 'vatId' : undefined);
  const described = [
    ...(asking?.gaps ?? []).map((gap) => `sender-check-${gap}`),
    ...((asking?.missing.length ?? 0) > 0 ? ['sender-check-missing', 'sender-check-why'] : []),
  ].join(' ');
  const complete = (): void => {
    if (inQuote !== undefined) {
      setAsking(null);
      document.getElementById(inQuote)?.focus();
    } else openSettings({ section: 'quotes', field: companyFieldId(firstSetting ?? 'name') });
  };
  const canComplete = inQuote !== undefined || (!locked && firstSetting !== undefined);
  const question =
    asking === null ? null : (
      <div
        className="factor-check sender-check"
        role="alertdialog"
        aria-labelledby="sender-check-title"
        aria-describedby={described}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
      >
        <p id="sender-check-title">{t('company.senderCheck.title')}</p>
        {asking.gaps.map((gap) => (
          <p key={gap} id={`sender-check-${gap}`} className="sender-check-detail">
            {t(`company.senderCheck.${gap}`)}
          </p>
        ))}
        {names.length === 0 ? null : (
          <>
            <p id="sender-check-missing" className="sender-check-detail">
              {t('company.senderCheck.missing', {
                fields: new Intl.ListFormat(words.language, { type: 'conjunction' }).format(names),
                count: names.length,
              })}
            </p>
            <p id="sender-check-why" className="sender-check-detail">
              {t('company.senderCheck.why')}
            </p>
          </>
        )}
        {/* IT sets the company: there is nothing to add in Settings. */}
        {canComplete ? (
          <button type="button" className="button-primary" ref={first} onClick={complete}>
            {t(inQuote === undefined ? 'company.senderCheck.complete' : 'company.senderCheck.completeQuote')}
          </button>
        ) : null}
        <button
          type="button"
          ref={canComplete ? undefined : first}
          onClick={() => {
            const { goOn } = asking;
            setAsking(null);
            goOn();
          }}
        >
          {t('company.senderCheck.goOn')}
        </button>
        <button type="button" onClick={close}>
          {t('company.senderCheck.cancel')}
        </button>
      </div>
    );
  return {
    ask: (quote, goOn) => {
      const { gaps, missing } = customerCopyLacks(quote, state?.company ?? null);
      if (missing.length === 0 && gaps.length === 0) {
        goOn();
        return;
      }
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking({ gaps, missing, goOn });
    },
    question,
  };
}
