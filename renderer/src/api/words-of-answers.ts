import type { Message } from '@shared/i18n/catalogue';
import type { BridgeMethod, IpcAnswer, PriceLookupBridge } from '@shared/ipc-contract';

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

/** Whether a value of this type can hold a message, however deep (anything untyped can). */
type CanHoldMessage<T> = 0 extends 1 & T
  ? true
  : unknown extends T
    ? true
    : T extends Message
      ? true
      : T extends string | number | boolean | bigint | null | undefined
        ? false
        : T extends readonly (infer E)[]
          ? CanHoldMessage<E>
          : T extends object
            ? { [K in keyof T]-?: CanHoldMessage<T[K]> }[keyof T]
            : false;
type FieldsWithMessages<T> = { [K in keyof T]-?: true extends CanHoldMessage<T[K]> ? K : never }[keyof T];

const APP_STATE = { notice: true, policyProblems: true, update: true } as const;
/**
 * The methods whose answer can hold a message, and where: the fields of its value looked in (a failure's
 * error always is). The compiler holds the table to the answers' types, so no message is missed; the
 * rest (a quote's lines, the customers, the recent lookups) is not walked.
 */
const MESSAGES_IN: {
  readonly [M in BridgeMethod as [FieldsWithMessages<IpcAnswer<M>>] extends [never] ? never : M]: {
    readonly [K in FieldsWithMessages<IpcAnswer<M>>]: true;
  };
} = {
  getState: APP_STATE,
  dismissNotice: APP_STATE,
  saveConnection: APP_STATE,
  signIn: APP_STATE,
  removeToken: APP_STATE,
  updateSettings: APP_STATE,
  checkForUpdates: APP_STATE,
  chooseCompanyLogo: APP_STATE,
  removeCompanyLogo: APP_STATE,
  checkPrice: { lastKnown: true },
  priceQuoteLine: { lastKnown: true },
  loadQuotes: { notice: true },
  sendQuoteByMail: { status: true },
  chooseCustomerImport: { preview: true },
  importCustomers: { done: true },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The keys of the messages in an answer of `method`: only where its type can hold one. */
function answerMessageKeys(method: string, answer: unknown): string[] {
  // Not an answer as the contract types it: looked at whole.
  if (!isRecord(answer) || typeof answer.ok !== 'boolean') return messageKeys(answer);
  if (!answer.ok) return messageKeys(answer.error);
  const fields: object = Object.hasOwn(MESSAGES_IN, method) ? MESSAGES_IN[method as keyof typeof MESSAGES_IN] : {};
  const keys: string[] = [];
  if (isRecord(answer.value)) for (const field of Object.keys(fields)) messageKeys(answer.value[field], keys);
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
  const held = (method: string, answer: unknown): unknown =>
    words.allLoaded() || words.has(answerMessageKeys(method, answer))
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
          return isThenable(result) ? Promise.resolve(result).then((answer) => held(name, answer)) : result;
        }
      : member,
  ]);
  return Object.freeze(Object.fromEntries(wrapped)) as PriceLookupBridge;
}
