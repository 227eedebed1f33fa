import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindToOrigin } from '../core/origin-bound-store';
import { createSettingsStore } from '../core/settings-store';
import { createMemoryTokenStore } from '../core/token-store';
import { msg, type Message } from '../shared/i18n/catalogue';
import { removeFolder, tempFolder } from '../../test/support/temp-folder';
import { createSettingsState, type SettingsState } from './settings-state';

let dir: string;

beforeEach(async () => {
  dir = await tempFolder('settings-state');
});
afterEach(async () => {
  await removeFolder(dir);
});

const started = async (): Promise<SettingsState> => {
  const store = createSettingsStore(dir);
  return createSettingsState(
    store,
    bindToOrigin(createMemoryTokenStore(), () => null),
    await store.load(),
    'de-DE',
  );
};

/** A notice main learns later, told when the test says (the keychain's sign-out, still under way). */
const later = () => {
  let tell: (message: Message | null) => void = () => undefined;
  const notice = new Promise<Message | null>((resolve) => (tell = resolve));
  return { notice, tell };
};

/** The window's ask for the state (handlers.ts getState). */
const windowAsks = async (state: SettingsState) => {
  await state.noticesKnown();
  return state.snapshot();
};

describe('a notice that becomes known later', () => {
  it('is in every state the window asks once it is coming, not only the first: the window keeps the answer to its latest ask', async () => {
    const state = await started();
    const signOut = later();
    state.notify(signOut.notice);
    // The window asks on each state-changed event; a second event (the policy file seen changed twice) asks again
    // while the first ask waits, and the window keeps the second answer only.
    const first = windowAsks(state);
    const second = windowAsks(state);
    // The sign-out takes longer than the rest of an ask (here every other step is a microtask, all done by now).
    await new Promise((resolve) => setImmediate(resolve));
    signOut.tell(msg('signIn.notice.serviceChanged'));
    expect((await second).notice?.message).toEqual(msg('signIn.notice.serviceChanged'));
    expect((await first).notice?.message).toEqual(msg('signIn.notice.serviceChanged'));
  });

  it('is not waited for by main’s own work, which the notice may wait on (the sign-out changes the settings); main says when it is known', async () => {
    const state = await started();
    let told = 0;
    state.onNotice(() => (told += 1));
    const signOut = later();
    state.notify(signOut.notice);
    expect(await state.update({ signIn: null })).toMatchObject({ ok: true, value: { notice: null } });
    expect(told).toBe(0);
    signOut.tell(msg('signIn.notice.serviceChanged'));
    await state.noticesKnown();
    expect(told).toBe(1);
    expect((await state.snapshot()).notice?.message).toEqual(msg('signIn.notice.serviceChanged'));
    // Nothing to tell: the window is not asked to look again.
    state.notify(Promise.resolve(null));
    await state.noticesKnown();
    expect(told).toBe(1);
  });

  it('comes in the order told, each once, and goes when the user dismissed it', async () => {
    const state = await started();
    const slow = later();
    state.notify(slow.notice);
    state.notify(Promise.resolve(msg('signIn.notice.serviceRemoved')));
    state.notify(Promise.reject(new Error('the keychain failed')));
    const asked = windowAsks(state);
    slow.tell(msg('signIn.notice.serviceChanged'));
    const notice = (await asked).notice;
    expect(notice?.message).toEqual(msg('signIn.notice.serviceChanged'));
    state.dismissNotice(notice?.id ?? -1);
    const next = (await windowAsks(state)).notice;
    expect(next?.message).toEqual(msg('signIn.notice.serviceRemoved'));
    state.dismissNotice(next?.id ?? -1);
    expect((await windowAsks(state)).notice).toBeNull();
  });
});
