import { msg, type Message } from '../i18n/catalogue';
import { scaleVolumes, STOCK_CAP, type PriceInfo } from '../price-info';

/** What a sales person should know before offering a quantity of an article; worded by whoever shows it. */
export function quoteLineWarnings(
  info: Pick<PriceInfo, 'stock' | 'lifecycle' | 'delivery_days' | 'scalevolume1' | 'scalevolume2' | 'scalevolume3'>,
  quantity: number,
): Message[] {
  const warnings: Message[] = [];
  const { lifecycle } = info;
  if (info.stock >= STOCK_CAP) {
    if (quantity > STOCK_CAP) {
      warnings.push(msg('errors.quoteWarning.stockCapped', { cap: String(STOCK_CAP), quantity: String(quantity) }));
    }
  } else if (quantity > info.stock) {
    // 0 days: no date to give, the sentence ends after "requested".
    const days = Math.max(0, info.delivery_days);
    warnings.push(msg('errors.quoteWarning.shortStock', { stock: info.stock, quantity: String(quantity), days }));
  }
  if (lifecycle === 'C' || lifecycle === 'D') warnings.push(msg('errors.quoteWarning.onRequest', { lifecycle }));
  if (lifecycle === 'E') warnings.push(msg('errors.quoteWarning.phasingOut', { lifecycle }));
  if (lifecycle === 'F') warnings.push(msg('errors.quoteWarning.discontinued', { lifecycle }));
  const reached = scaleVolumes(info).filter((tier) => quantity >= tier);
  const highest = reached.at(-1);
  if (highest !== undefined) warnings.push(msg('errors.quoteWarning.scaleVolume', { volume: String(highest) }));
  return warnings;
}

/**
 * "3 more reach the tier from 12", when the quantity is close below the next scale volume. A hint for
 * the quote builder; the CLI's `quote` prints only `quoteLineWarnings`, as it always has.
 */
export function scaleTierHint(info: Pick<PriceInfo, 'scalevolume1' | 'scalevolume2' | 'scalevolume3'>, quantity: number): Message | null {
  const next = nextTierWithinReach(scaleVolumes(info), quantity);
  return next === null ? null : msg('errors.quoteWarning.scaleTierClose', { missing: next - quantity, volume: String(next) });
}

/**
 * The next scale volume above the quantity when it is close enough to suggest: "close" means the
 * missing count is at most a quarter of the tier, and 1 always counts (so a tier of 2 or 3 still
 * gets a hint at one below), while a quantity far below is not nudged. Only the next tier, never one further up.
 */
function nextTierWithinReach(tiers: readonly number[], quantity: number): number | null {
  // The smallest tier above, whatever order the service sent them in.
  const above = tiers.filter((tier) => tier > quantity);
  if (above.length === 0) return null;
  const next = Math.min(...above);
  return next - quantity <= Math.max(1, Math.floor(next / 4)) ? next : null;
}
