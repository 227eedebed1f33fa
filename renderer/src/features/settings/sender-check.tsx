import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { missingSenderDetails, type CompanyField } from '@shared/company';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { appStateQuery } from '../../api/queries';
import { useOpenSettings } from '../../app/open-settings';
import { useI18n } from '../../i18n/i18n';
import { COMPANY_FIELD_VIEWS, companyFieldId } from './company-settings-form';

export interface SenderCheck {
  /** Runs `goOn` when the letter names its sender in full; else asks first (the question takes the cursor). */
  ask(goOn: () => void): void;
  /** The question, where it is asked; null when nothing is asked. */
  question: ReactNode;
}

/**
 * Before a customer PDF or print: when the company's name, address or a detail the law asks of a business
 * letter (register court and number, managing directors, VAT ID) is missing, says what is missing and offers
 * to add it in Settings (opened at the first missing field), to go on without it, or to cancel.
 */
export function useSenderCheck(bridge: PriceLookupBridge): SenderCheck {
  const words = useI18n();
  const { t } = words;
  const state = useQuery(appStateQuery(bridge)).data;
  const openSettings = useOpenSettings();
  const [asking, setAsking] = useState<{ missing: CompanyField[]; goOn: () => void } | null>(null);
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
  const question =
    asking === null ? null : (
      <div
        className="factor-check sender-check"
        role="alertdialog"
        aria-labelledby="sender-check-title"
        aria-describedby="sender-check-missing sender-check-why"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
      >
        <p id="sender-check-title">{t('company.senderCheck.title')}</p>
        <p id="sender-check-missing" className="sender-check-detail">
          {t('company.senderCheck.missing', {
            fields: new Intl.ListFormat(words.language, { type: 'conjunction' }).format(names),
            count: names.length,
          })}
        </p>
        <p id="sender-check-why" className="sender-check-detail">
          {t('company.senderCheck.why')}
        </p>
        {/* IT sets the company: there is nothing to add in Settings. */}
        {locked ? null : (
          <button
            type="button"
            className="button-primary"
            ref={first}
            onClick={() => openSettings({ section: 'quotes', field: companyFieldId(asking.missing[0] ?? 'name') })}
          >
            {t('company.senderCheck.complete')}
          </button>
        )}
        <button
          type="button"
          ref={locked ? first : undefined}
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
    ask: (goOn) => {
      const missing = state ? missingSenderDetails(state.company) : [];
      if (missing.length === 0) {
        goOn();
        return;
      }
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking({ missing, goOn });
    },
    question,
  };
}
