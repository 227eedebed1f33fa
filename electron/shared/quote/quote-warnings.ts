import { lifecycleMeaning, scaleVolumes, STOCK_CAP, type PriceInfo } from '../price-info';

/** What a sales person should know before offering a quantity of an article. */
export function quoteLineWarnings(
  info: Pick<PriceInfo, 'stock' | 'lifecycle' | 'delivery_days' | 'scalevolume1' | 'scalevolume2' | 'scalevolume3'>,
  quantity: number,
): string[] {
  const warnings: string[] = [];
  if (info.stock >= STOCK_CAP) {
    if (quantity > STOCK_CAP) {
      warnings.push(`Stock shows ${STOCK_CAP}+ (at least ${STOCK_CAP}); whether ${quantity} are in stock is unknown.`);
    }
  } else if (quantity > info.stock) {
    const back = info.delivery_days > 0 ? ` Expected back in stock in ${info.delivery_days} days.` : '';
    warnings.push(`Only ${info.stock} in stock for ${quantity} requested.${back}`);
  }
  if (info.lifecycle === 'C' || info.lifecycle === 'D')
    warnings.push(`Lifecycle ${info.lifecycle}: ordered on request, standard returns may not apply.`);
  if (info.lifecycle === 'E' || info.lifecycle === 'F')
    warnings.push(`Lifecycle ${info.lifecycle}: ${lifecycleMeaning(info.lifecycle)?.toLowerCase()}.`);
  const reached = scaleVolumes(info).filter((tier) => quantity >= tier);
  const highest = reached.at(-1);
  if (highest !== undefined) warnings.push(`Quantity reaches the scale volume of ${highest}: a graduated price may apply.`);
  return warnings;
}
