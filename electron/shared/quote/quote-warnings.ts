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
    warnings.push(msg('errors.quoteWarning.shortStock', { stock: String(info.stock), quantity: String(quantity), days }));
  }
  if (lifecycle === 'C' || lifecycle === 'D') warnings.push(msg('errors.quoteWarning.onRequest', { lifecycle }));
  if (lifecycle === 'E') warnings.push(msg('errors.quoteWarning.phasingOut', { lifecycle }));
  if (lifecycle === 'F') warnings.push(msg('errors.quoteWarning.discontinued', { lifecycle }));
  const reached = scaleVolumes(info).filter((tier) => quantity >= tier);
  const highest = reached.at(-1);
  if (highest !== undefined) warnings.push(msg('errors.quoteWarning.scaleVolume', { volume: String(highest) }));
  return warnings;
}
