import { keptSecret } from '../../test/support/kept-secret';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { englishText } from '../shared/i18n/translator';
import { createMainServices, type MainServices } from './services';
import {
  createFakeClock,
  createFakeSignInService,
  recordingTokenStore,
  turn,
  type FakeClock,
  type FakeSignInService,
  type TokenPost,
} from '../../test/support/fake-sign-in-service';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const START = Date.parse('2026-11-23T08:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const BASE = 'https://prices.example.com';

let clock: FakeClock;
let service: FakeSignInService;
let tokenStore: ReturnType<typeof recordingTokenStore>;
let passwordStore: TokenStore;
let services: MainServices;
let dir: string;
let zone: string | undefined;

beforeEach(async () => {
  zone = process.env.TZ;
  clock = createFakeClock(START);
  service = createFakeSignInService(clock.now);
  service.passwords.set('anna', 'pw-anna-1').set('ben', 'pw-ben-1');
  tokenStore = recordingTokenStore(service, clock.now);
  passwordStore = createMemoryTokenStore();
  dir = await tempFolder('sign-in-edges');
  services = await createMainServices({
    userDataDir: dir,
    fetch: service.fetch,
    tokenStore,
    passwordStore,
    setTimer: clock.setTimer,
    // Time passes for both clocks alike here; sign-in-clocks.test.ts moves them apart.
    now: () => new Date(clock.now()),
    monotonicNow: clock.now,
  });
});
afterEach(async () => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await services.dispose();
  await removeFolder(dir);
});

const signIn = (user: string, password: string, staySignedIn = true) =>
  service.byUser(() => services.handlers.signIn({ baseUrl: BASE, user, password, staySignedIn }));
const lookUp = () => services.handlers.checkPrice({ artnr: '900155', country: 'de' });
const state = async () => {
  const answer = await services.handlers.getState(undefined);
  if (!answer.ok) throw new Error('no state');
  return answer.value;
};
const tokensOf = (user: string) => service.issued.filter((issued) => issued.user === user).map((issued) => issued.token);
const renewals = (): TokenPost[] => service.posts.filter((post) => !post.byUser);
/** Lets a renewal that no test awaits run to its end (memory stores only). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await turn();
};

/** Fires the planned renewal with its token POST held, and waits until the service holds it; `running` is the renewal. */
async function renewalUnderWay(): Promise<{ running: unknown }> {
  const timer = clock.nextDue(Infinity);
  if (timer === null) throw new Error('no renewal planned');
  service.holdNext = true;
  const running = timer.run();
  await service.untilHeld();
  return { running };
}

describe('a renewal under way', () => {
  it('does not bring the token back after "Remove token"', async () => {
    await signIn('anna', 'pw-anna-1');
    const { running } = await renewalUnderWay();
    expect(await services.handlers.removeToken(undefined)).toMatchObject({ ok: true, value: { hasToken: false, signedInAs: null } });
    service.release();
    await running;
    await settle();
    expect(await keptSecret(tokenStore)).toBeNull();
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(clock.planned()).toEqual([]);
    expect(await lookUp()).toMatchObject({ ok: false, error: { kind: 'no-token' } });
  });

  it("does not replace a colleague's pasted token", async () => {
    await signIn('anna', 'pw-anna-1');
    const { running } = await renewalUnderWay();
    const pasted = service.mint('carl');
    expect(await services.handlers.saveConnection({ baseUrl: BASE, token: pasted })).toMatchObject({ ok: true });
    service.release();
    await running;
    await settle();
    expect(await keptSecret(tokenStore)).toBe(pasted);
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(clock.planned()).toEqual([]);
  });

  it('does not replace a sign-in as another user', async () => {
    await signIn('anna', 'pw-anna-1');
    const { running } = await renewalUnderWay();
    expect(await signIn('ben', 'pw-ben-1')).toMatchObject({ ok: true, value: { signedInAs: 'ben' } });
    service.release();
    await running;
    await settle();
    expect(tokensOf('ben')).toContain(await keptSecret(tokenStore));
    expect(await keptSecret(passwordStore)).toBe('pw-ben-1');
    expect(clock.planned()).toHaveLength(1);
  });

  it('a sign-in under way does not undo a "Remove token" pressed after it', async () => {
    service.holdNext = true;
    const signing = signIn('anna', 'pw-anna-1');
    await service.untilHeld();
    await services.handlers.removeToken(undefined);
    service.release();
    await signing;
    await settle();
    expect(await keptSecret(tokenStore)).toBeNull();
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(await state()).toMatchObject({ hasToken: false, signedInAs: null });
  });
});

describe('when the renewal is planned', () => {
  it('no sooner than 60 seconds, nor than half the remaining lifetime', async () => {
    service.lifetimeMs = 5 * MINUTE;
    await signIn('anna', 'pw-anna-1');
    expect(clock.planned()[0]?.at).toBe(START + 2.5 * MINUTE);
    await services.handlers.removeToken(undefined);
    service.lifetimeMs = 30 * 1000;
    await signIn('anna', 'pw-anna-1');
    expect(clock.planned()[0]?.at).toBe(START + MINUTE);
  });

  it.each(['Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'UTC'])(
    "from the JWT's exp, or an expiration without offset read as UTC, in %s",
    async (timeZone) => {
      process.env.TZ = timeZone;
      service.expiry = 'exp-and-plain';
      await signIn('anna', 'pw-anna-1');
      expect(clock.planned()[0]?.at).toBe(START + 4 * HOUR - 5 * MINUTE);
      service.expiry = 'plain-only';
      await signIn('anna', 'pw-anna-1');
      expect(clock.planned()[0]?.at).toBe(START + 4 * HOUR - 5 * MINUTE);
    },
  );

  it('at most 12 token requests an hour, even for one-minute tokens, over 48 hours', async () => {
    service.lifetimeMs = MINUTE;
    await signIn('anna', 'pw-anna-1');
    await clock.advanceTo(START + 48 * HOUR);
    const times = renewals().map((post) => post.at);
    expect(times.length).toBeGreaterThan(48);
    for (const [i, at] of times.entries()) expect(times.slice(i).filter((later) => later < at + HOUR).length).toBeLessThanOrEqual(12);
  });
});

describe('a password changed on the server', () => {
  it('is sent once: then the kept password is forgotten, renewal stops and lookups say so', async () => {
    await signIn('anna', 'pw-anna-1');
    service.passwords.set('anna', 'pw-anna-2');
    await clock.advanceTo(START + 4 * HOUR + MINUTE);
    expect(renewals()).toMatchObject([{ answer: 'rejected', password: 'pw-anna-1' }]);
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(clock.planned()).toEqual([]);
    for (let i = 0; i < 70; i++) {
      const answer = await lookUp();
      expect(answer.ok || englishText(answer.error.message)).toBe('Your password was not accepted. Sign in again.');
    }
    expect(renewals()).toHaveLength(1);
    expect(await state()).toMatchObject({ signedInAs: 'anna', staySignedIn: false, passwordRejected: true });
    expect(await signIn('anna', 'pw-anna-2')).toMatchObject({ ok: true, value: { staySignedIn: true, passwordRejected: false } });
    expect(await lookUp()).toMatchObject({ ok: true });
  });

  it('stops at the first lookup that meets it, before the token expires', async () => {
    await signIn('anna', 'pw-anna-1');
    service.passwords.set('anna', 'pw-anna-2');
    service.rejectLookups = true;
    const answer = await lookUp();
    expect(answer.ok || englishText(answer.error.message)).toBe('Your password was not accepted. Sign in again.');
    await lookUp();
    await clock.advanceTo(START + 8 * HOUR);
    expect(renewals()).toHaveLength(1);
  });
});

describe('a token the price service rejects', () => {
  it('leads to one automatic sign-in, however many lookups meet it', async () => {
    await signIn('anna', 'pw-anna-1');
    service.rejectLookups = true;
    await Promise.all(Array.from({ length: 10 }, () => lookUp()));
    expect(renewals()).toHaveLength(1);
    for (let i = 0; i < 10; i++) expect(await lookUp()).toMatchObject({ ok: false, error: { kind: 'token-rejected' } });
    expect(renewals()).toHaveLength(1);
    expect(await keptSecret(passwordStore)).toBe('pw-anna-1');
  });
});
