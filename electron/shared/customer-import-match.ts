// Which kept customer a line of an imported file means: by number, else by the id the export wrote, else by
// name and postcode, asking when several could be meant.
import { postcodeKey, townLineOf } from './customer-address';
import { customerNumberKey, type Customer } from './customer';
import { foldForSearch } from './customer-search';

/** A name as compared: case, accents and spacing aside ("Camping  Müller" is "camping muller"). */
const nameKey = (name: string): string => foldForSearch(name).replace(/\s+/g, ' ').trim();

/** What a line says that can find a kept customer. */
interface LineKeys {
  /** The customer number as typed; '' or absent for none. */
  number: string | undefined;
  /** The export's id column; undefined without one. */
  appId: string | undefined;
  name: string;
  /** The line's postcode; null when the line says none (then the name alone decides). */
  postcode: string | null;
}

/** The kept customer a line means, or why it is new, to be asked about, or cannot be taken. */
type LineMatch =
  | { kind: 'kept'; customer: Customer }
  | { kind: 'new' }
  | { kind: 'ask'; candidates: Customer[] }
  /** The number is another kept customer's than the one the id names. */
  | { kind: 'numberOfAnother'; other: Customer };

/** The kept customers indexed for matching: by number, by id, by name. */
export interface MatchIndex {
  match(line: LineKeys): LineMatch;
}

/** Indexes the kept customers once, a customer a step (main runs it in slices); `match` then finds each line's customer in constant time. */
export function* matchIndex(kept: readonly Customer[]): Generator<void, MatchIndex> {
  const byNumber = new Map<string, Customer>();
  const byId = new Map<string, Customer>();
  const byName = new Map<string, Customer[]>();
  for (const customer of kept) {
    const key = customerNumberKey(customer.number);
    if (key !== null && !byNumber.has(key)) byNumber.set(key, customer);
    byId.set(customer.id, customer);
    const name = nameKey(customer.name);
    const same = byName.get(name);
    if (same === undefined) byName.set(name, [customer]);
    else same.push(customer);
    // Folding 10,000 names held main's thread for a tenth of a second before the file's first line.
    yield;
  }
  return {
    match(line) {
      const key = customerNumberKey(line.number ?? '');
      const numbered = key === null ? undefined : byNumber.get(key);
      const named = line.appId === undefined || line.appId.trim() === '' ? undefined : byId.get(line.appId.trim());
      if (numbered !== undefined && named !== undefined && numbered !== named) return { kind: 'numberOfAnother', other: numbered };
      const found = numbered ?? named;
      if (found !== undefined) return { kind: 'kept', customer: found };
      // A line with a number no kept customer has is another customer than one with a number of its own.
      const postcode = line.postcode === null ? null : postcodeKey(line.postcode);
      const candidates = (byName.get(nameKey(line.name)) ?? []).filter(
        (customer) =>
          (key === null || customerNumberKey(customer.number) === null) &&
          (postcode === null || postcodeKey(townLineOf(customer.address).postcode) === postcode),
      );
      if (candidates.length === 0) return { kind: 'new' };
      const [only] = candidates;
      return candidates.length === 1 && only !== undefined ? { kind: 'kept', customer: only } : { kind: 'ask', candidates };
    },
  };
}
