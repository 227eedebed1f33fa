import type { PriceLookupBridge } from '@shared/ipc-contract';

/** What the window knows of its words (renderer/src/i18n/catalogues.ts). */
export interface WindowWords {
  /** Whether every language the window can speak has all its words. */
  allLoaded(): boolean;
  /** Whether every language the window can speak has the words of these keys. */
  has(keys: readonly string[]): boolean;
  /** Loads the words left out of the start in every language the window can speak. */
  loadAll(): Promise<void>;
}

/** The keys of the messages in an answer of main's: every object's string `key`, however deep. */
export function messageKeys(answer: unknown, keys: string[] = []): string[] {
  if (typeof answer !== 'object' || answer === null) return keys;
  for (const [name, value] of Object.entries(answer)) {
    if (name === 'key' && typeof value === 'string') keys.push(value);
    else messageKeys(value, keys);
  }
  return keys;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The bridge with each answer held until the window has the words of its messages. Main words its
 * messages with any key, and the window starts with only the words its start's code names: an answer
 * with a message of the others waits for them, so it is never shown without its words. Should they
 * fail to load, the answer comes anyway.
 */
export function withWordsOfAnswers(bridge: PriceLookupBridge, words: WindowWords): PriceLookupBridge {
  const held = (answer: unknown): unknown =>
    words.allLoaded() || words.has(messageKeys(answer))
      ? answer
      : words.loadAll().then(
          () => answer,
          () => answer,
        );
  const wrapped = Object.entries(bridge).map(([name, member]: [string, unknown]) => [
    name,
    typeof member === 'function'
      ? (...args: unknown[]): unknown => {
          const result: unknown = member(...args);
          // Subscriptions to main's events answer at once with the function that ends them; their payloads carry no message.
          return isThenable(result) ? Promise.resolve(result).then(held) : result;
        }
      : member,
  ]);
  return Object.freeze(Object.fromEntries(wrapped)) as PriceLookupBridge;
}
