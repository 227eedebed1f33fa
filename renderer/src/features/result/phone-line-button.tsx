import { useMemo, useState } from 'react';
import { commandKeyAria, MAC_KEYS, useCommandKey } from '../../ui/command-key';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookup, PriceLookupBridge } from '@shared/ipc-contract';
import type { OfferTaxing } from '@shared/customer-lookup';
import { phoneLine } from '@shared/phone-line';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

// Shift+Ctrl+C ("C" for copy; ⇧⌘C on macOS): free in the app and in Electron (DevTools is Ctrl+Shift+I,
// the global shortcut Ctrl+Alt+P), typed by no keyboard layout, and unlike Ctrl+C it never takes over
// a copy of selected text. Alt stays out: Ctrl+Alt is AltGr on German Windows keyboards.
const PHONE_LINE_KEY = { letter: 'c', shift: true };
const ARIA_KEYS = commandKeyAria(PHONE_LINE_KEY);

/**
 * "Copy for the phone" on a result: a sentence to read out or paste into a mail, built from the answer
 * shown (its own request's factor, never what the form holds now), in the UI language with money in the
 * regional format. The key works wherever focus is while the lookup view is the one shown. The status
 * shows what was copied, so it can be read from the screen. No button for an article the service has no
 * price for: there is nothing to say but "ask purchasing". The key there copies nothing, says so, and
 * empties the clipboard, so the line of the article before cannot be pasted into the wrong mail.
 */
export function PhoneLineButton({
  bridge,
  lookup,
  active,
  customer,
  offer,
}: {
  bridge: PriceLookupBridge;
  lookup: PriceLookup;
  active: boolean;
  /** The customer the lookup was for (their name): the line names them. */
  customer?: string | undefined;
  /** Their basis: the line says the price on it (net for a dealer), with what the markup is on. */
  offer?: OfferTaxing | undefined;
}) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  // Which answer was copied (a new answer clears the status) and what went wrong, as a message: a switch of language rewords it.
  const [copied, setCopied] = useState<{ lookup: PriceLookup; problem: Message | null } | null>(null);

  // None where there is no price to offer. Worded once per answer, not on every render of the view.
  const sentence = useMemo(() => phoneLine(lookup, words, locale, customer, offer), [lookup, words, locale, customer, offer]);
  const offered = sentence !== null;
  const copy = async (): Promise<void> => {
    try {
      // Empty text empties the clipboard (main's copyText).
      const result = await bridge.copyText({ text: sentence ?? '' });
      setCopied({ lookup, problem: result.ok ? null : result.error.message });
    } catch (error) {
      setCopied({ lookup, problem: msg('lookup.error.noAnswer', { reason: error instanceof Error ? error.message : String(error) }) });
    }
  };

  useCommandKey(PHONE_LINE_KEY, active, () => void copy());

  const shown = copied !== null && copied.lookup === lookup ? copied : null;
  const artnr = lookup.request.artnr;
  const status = (): string | null => {
    if (shown === null) return null;
    if (offered) return shown.problem ? words.text(shown.problem) : t('phone.copy.copied', { sentence });
    return shown.problem
      ? t('phone.copy.noPriceNotEmptied', { artnr, reason: words.text(shown.problem) })
      : t('phone.copy.noPrice', { artnr });
  };
  return (
    <div className="phone-line">
      {offered ? (
        <button
          type="button"
          onClick={() => void copy()}
          aria-keyshortcuts={ARIA_KEYS}
          title={t('phone.copy.hint', { keys: t('phone.copy.keys', { mac: MAC_KEYS ? 'yes' : 'no' }) })}
        >
          {t('phone.copy.button')}
        </button>
      ) : null}
      {/* Always there while a result is, so the message is announced when it appears. */}
      <span role="status" className={shown?.problem || (shown !== null && !offered) ? 'field-error' : 'field-hint'}>
        {status()}
      </span>
    </div>
  );
}
