import { afterEach, expect, it, vi } from 'vitest';
import { createKeychainTokenStore, KeychainUnavailableError } from '../../electron/core/token-store';
import { boundedKeytar } from './bounded-keytar';

afterEach(() => {
  vi.useRealTimers();
});

type Keytar = typeof import('keytar');

it('fails a keychain call that gets no answer, with the likely cause, instead of hanging', async () => {
  vi.useFakeTimers();
  const silent = {
    getPassword: () => new Promise<string | null>(() => undefined),
    setPassword: () => new Promise<void>(() => undefined),
    deletePassword: () => new Promise<boolean>(() => undefined),
  } as unknown as Keytar;
  const store = createKeychainTokenStore(
    { service: 's', account: 'a' },
    boundedKeytar(15_000, async () => silent),
  );
  const read = store.read().catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(15_000);
  const error = await read;
  expect(error).toBeInstanceOf(KeychainUnavailableError);
  expect((error as Error).message).toContain('did not answer getPassword within 15 s: is it locked?');
});

it('passes answers and failures through unchanged', async () => {
  const answering = {
    getPassword: async () => 'stored',
    setPassword: async () => {
      throw new Error('Cannot create an item in a locked collection');
    },
    deletePassword: async () => true,
  } as unknown as Keytar;
  const store = createKeychainTokenStore(
    { service: 's', account: 'a' },
    boundedKeytar(15_000, async () => answering),
  );
  expect(await store.read()).toBe('stored');
  await expect(store.write('x')).rejects.toThrow('locked collection');
});
