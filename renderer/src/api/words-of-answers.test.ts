import { describe, expect, it } from 'vitest';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { messageKeys, withWordsOfAnswers, type WindowWords } from './words-of-answers';

/** Words that hold the start's keys until `loadAll` is called and resolved by `finish`. */
function startWords(atStart: readonly string[]) {
  let all = false;
  let finish: (loaded: boolean) => void = () => undefined;
  const words: WindowWords = {
    allLoaded: () => all,
    has: (keys) => all || keys.every((key) => atStart.includes(key)),
    loadAll: () =>
      new Promise<void>((resolve, reject) => {
        finish = (loaded) => {
          all = loaded;
          if (loaded) resolve();
          else reject(new Error('not loaded'));
        };
      }),
  };
  return { words, finish: (loaded: boolean) => finish(loaded), loaded: () => all };
}

const failure = { ok: false, error: { kind: 'unavailable', message: { key: 'errors.unavailable', values: { status: 503 } } } };
const bridgeAnswering = (answer: unknown) =>
  ({ getState: () => Promise.resolve(answer), onStateChanged: () => () => undefined }) as unknown as PriceLookupBridge;

describe('answers of main held until their words are loaded', () => {
  it('finds the keys of the messages anywhere in an answer', () => {
    expect(messageKeys({ ok: true, value: { notice: { id: 1, message: { key: 'a.b' } }, lines: [{ warning: { key: 'c.d' } }] } })).toEqual([
      'a.b',
      'c.d',
    ]);
  });

  it('an answer with a message whose words are not loaded comes once they are, and the translator then has them', async () => {
    const words = startWords(['lookup.title']);
    const answer = withWordsOfAnswers(bridgeAnswering(failure), words.words).getState();
    let answered = false;
    void answer.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    words.finish(true);
    expect(await answer).toBe(failure);
    expect(words.loaded()).toBe(true);
  });

  it('an answer whose words are there comes at once, and one whose words cannot be loaded comes anyway', async () => {
    const known = startWords(['errors.unavailable']);
    expect(await withWordsOfAnswers(bridgeAnswering(failure), known.words).getState()).toBe(failure);
    const unloadable = startWords([]);
    const answer = withWordsOfAnswers(bridgeAnswering(failure), unloadable.words).getState();
    await new Promise((resolve) => setTimeout(resolve, 0));
    unloadable.finish(false);
    expect(await answer).toBe(failure);
  });

  it('subscriptions to main’s events are answered at once, as the bridge answers them', () => {
    const words = startWords([]);
    expect(typeof withWordsOfAnswers(bridgeAnswering(failure), words.words).onStateChanged(() => undefined)).toBe('function');
  });
});
