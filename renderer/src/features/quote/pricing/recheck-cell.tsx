import type { MessageKey } from '@shared/i18n/catalogue';
import { stockLabel } from '@shared/price-info';
import type { FieldChange, LineRecheck } from '@shared/quote/quote-recheck';
import { shownText } from '@shared/quote/quote-figures-words';
import { failureText } from '../../../api/bridge-failure';
import { formatMoney } from '../../../format/numbers';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';

// Between the label and what follows; a separator, not a word to translate.
const SPACE = ' ';

const FIELD_LABEL: Record<Exclude<FieldChange['field'], 'price'>, MessageKey> = {
  stock: 'recheck.field.stock',
  lifecycle: 'recheck.field.lifecycle',
  deliveryDays: 'recheck.field.deliveryDays',
};

/** What a re-check found for one line: each changed field as old → new (in words for a screen reader), or why not. */
export function RecheckCell({ recheck, colSpan }: { recheck: LineRecheck<Error>; colSpan: number }) {
  const locale = useRegionalLocale();
  const words = useI18n();
  const { t } = words;
  const shown = (change: FieldChange): { before: string; after: string } => {
    switch (change.field) {
      case 'price':
        return {
          before: shownText(change.before, (amount) => formatMoney(amount, change.before.currency, locale), words),
          after: shownText(change.after, (amount) => formatMoney(amount, change.after.currency, locale), words),
        };
      case 'stock':
        return { before: stockLabel(change.before), after: stockLabel(change.after) };
      default:
        return { before: String(change.before), after: String(change.after) };
    }
  };
  return (
    <td role="cell" className={`recheck-line recheck-${recheck.outcome}`} colSpan={colSpan}>
      <span className="recheck-label">{t('recheck.row.label')}</span>
      {SPACE}
      {recheck.outcome === 'changed' ? (
        <ul className="recheck-changes">
          {recheck.changes.map((change) => {
            // The price as the quote's price column says it: net or gross.
            const field = change.field === 'price' ? t('recheck.field.price', { basis: change.basis }) : t(FIELD_LABEL[change.field]);
            const values = { field, ...shown(change) };
            return (
              <li key={change.field}>
                <span aria-hidden="true">{t('recheck.change.seen', values)}</span>
                <span className="visually-hidden">{t('recheck.change.heard', values)}</span>
              </li>
            );
          })}
        </ul>
      ) : recheck.outcome === 'failed' ? (
        t('recheck.line.failed', { reason: failureText(words, recheck.error) })
      ) : recheck.outcome === 'firstPriced' ? (
        t('recheck.line.firstPriced')
      ) : (
        t('recheck.line.unchanged')
      )}
    </td>
  );
}
