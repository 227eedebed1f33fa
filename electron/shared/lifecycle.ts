import type { MessageKey } from './i18n/catalogue';
import type { LifecycleCode } from './price-info';

// Public facts: A, B kept in stock; C, D not kept (ordered on request); E soon discontinued; F discontinued.
// "Not kept in stock" is a fact of the range, not of the shelf: a C or D article may have stock now, so its
// words never say "out of stock" ("Kein Lagerartikel", not "Nicht auf Lager").
const LIFECYCLE_MEANINGS: Readonly<Record<LifecycleCode, MessageKey>> = {
  A: 'lookup.lifecycle.keptInStock',
  B: 'lookup.lifecycle.keptInStock',
  C: 'lookup.lifecycle.onRequest',
  D: 'lookup.lifecycle.onRequest',
  E: 'lookup.lifecycle.phasingOut',
  F: 'lookup.lifecycle.discontinued',
};

/**
 * The one rule for what a lifecycle code means to a sales person (the result, the comparison, the CLI), or
 * null for a code the service never documented.
 */
export function lifecycleMeaningKey(code: string): MessageKey | null {
  return Object.hasOwn(LIFECYCLE_MEANINGS, code) ? LIFECYCLE_MEANINGS[code as LifecycleCode] : null;
}
