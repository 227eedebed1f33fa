import type { Customer } from '@shared/customer';
import { factorForCustomer } from '@shared/customer-lookup';
import type { Decimal } from '@shared/decimal';
import { formatDecimal } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

/**
 * Whom the lookups are for and the factor that applies ("Camping Müller · factor 1.25"); a factor typed
 * for this lookup instead of the customer's says theirs beside it. Delete (or a click) removes the customer.
 */
export function CustomerChip({ customer, factor, onRemove }: { customer: Customer; factor: Decimal | null; onRemove: () => void }) {
  const { t } = useI18n();
  const locale = useRegionalLocale();
  const own = factorForCustomer(customer, factor) === 'own';
  const label = t('customerPick.chip', {
    customer: customer.name,
    factor: factor === null ? 'none' : formatDecimal(factor, locale),
    own: own ? 'yes' : 'no',
    theirs: customer.markup === null ? t('customerPick.noFactor') : formatDecimal(customer.markup, locale),
  });
  return (
    <button
      type="button"
      className="factor-chip customer-chip"
      aria-label={t('customerPick.chipRemove', { chip: label, customer: customer.name })}
      aria-keyshortcuts="Delete"
      onClick={onRemove}
      onKeyDown={(event) => {
        if (event.key !== 'Delete' && event.key !== 'Backspace') return;
        event.preventDefault();
        onRemove();
      }}
    >
      {label}
      <span aria-hidden="true"> {t('quote.lines.removeMark')}</span>
    </button>
  );
}
