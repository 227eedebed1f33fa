import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { createMainServices, type MainServices } from './services';
import { createFakeClock, createFakeSignInService, type FakeClock, type FakeSignInService } from '../../test/support/fake-sign-in-service';
import { fakeJwt } from '../../test/support/jwt';
import { keepToken } from '../../test/support/kept-secret';
import '../../test/support/fast-check-seed';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const START = Date.parse('2026-11-23T08:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const BASE = 'https://prices.example.com';

/**
 * The fake clock is the real passage of time (the service's clock, and this computer's monotonic clock);
 * the app's wall clock is it plus `offset`, which a test sets as a user or a broken time sync would.
 */
interface World {
  clock: FakeClock;
  service: FakeSignInService;
  passwordStore: TokenStore;
  keychain: TokenStore;
  services: MainServices;
  dir: string;
  offset: { ms: number };
}

async function startWorld(): Promise<World> {
  const clock = createFakeClock(START);
  const service = createFakeSignInService(clock.now);
  service.passwords.set('anna', 'pw-anna-1');
  const passwordStore = createMemoryTokenStore();
  const dir = await tempFolder('sign-in-clocks');
  const offset = { ms: 0 };
  const keychain = createMemoryTokenStore();
  const services = await createMainServices({
    userDataDir: dir,
    fetch: service.fetch,
    tokenStore: keychain,
    passwordStore,
    setTimer: clock.setTimer,
    now: () => new Date(clock.now() + offset.ms),
    monotonicNow: () => clock.now() - START,
  });
  return { clock, service, passwordStore, keychain, services, dir, offset };
}
async function stopWorld(world: World): Promise<void> {
  await world.services.dispose();
  await removeFolder(world.dir);
}
const signIn = (world: World) =>
  world.service.byUser(() => world.services.handlers.signIn({ baseUrl: BASE, user: 'anna', password: 'pw-anna-1', staySignedIn: true }));
const lookUp = (world: World) => world.services.handlers.checkPrice({ artnr: '900155', country: 'de' });
const renewals = (world: World) => world.service.posts.filter((post) => !post.byUser);

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(async () => {
  await stopWorld(world);
});

describe('a clock ahead of the service', () => {
  it('five hours ahead: lookups still go out with the token, and no password is sent', async () => {
    await signIn(world);
    world.offset.ms = 5 * HOUR;
    for (let i = 0; i < 5; i++) expect(await lookUp(world)).toMatchObject({ ok: true, value: { source: 'service' } });
    await world.clock.advanceTo(START + 30 * MINUTE);
    expect(await lookUp(world)).toMatchObject({ ok: true });
    expect(renewals(world)).toEqual([]);
    expect(world.service.posts).toHaveLength(1);
  });

  it('five hours ahead when the token is received: it is renewed on time, once, by its own lifetime', async () => {
    world.offset.ms = 5 * HOUR;
    await signIn(world);
    await world.clock.advanceTo(START + 4 * HOUR - MINUTE);
    expect(renewals(world).map((post) => post.at)).toEqual([START + 4 * HOUR - 5 * MINUTE]);
    expect(await lookUp(world)).toMatchObject({ ok: true });
  });

  it('a pasted token whose exp this clock already calls past is still sent; the service decides', async () => {
    world.offset.ms = 5 * HOUR;
    await world.services.handlers.saveConnection({ baseUrl: BASE, token: world.service.mint('anna') });
    expect(await lookUp(world)).toMatchObject({ ok: true, value: { source: 'service' } });
  });

  it('a refusal of a token this clock calls expired is worded as expired, after the service said so', async () => {
    const expired = fakeJwt({ sub: 'anna', exp: (START - 2 * HOUR) / 1000 });
    // Kept from before: a paste of it is tried first, and refused.
    await keepToken(world.keychain, expired, BASE);
    await world.services.handlers.saveConnection({ baseUrl: BASE });
    expect(await lookUp(world)).toMatchObject({ ok: false, error: { kind: 'token-expired' } });
    expect(world.service.posts).toEqual([]);
  });
});

describe('a clock set back', () => {
  it('three hours back after a renewal that could not reach the service: the next try still goes a minute later', async () => {
    await signIn(world);
    world.service.unavailable = true;
    await world.clock.advanceTo(START + 4 * HOUR - 5 * MINUTE);
    expect(renewals(world).map((post) => post.answer)).toEqual(['unavailable']);
    world.offset.ms = -3 * HOUR;
    world.service.unavailable = false;
    await world.clock.advanceTo(START + 4 * HOUR - 3 * MINUTE);
    expect(renewals(world).map((post) => post.answer)).toEqual(['unavailable', 'issued']);
    await world.clock.advanceTo(START + 4 * HOUR + MINUTE);
    expect(await lookUp(world)).toMatchObject({ ok: true });
  });

  it('three hours back: the renewal is planned by the token’s lifetime, not by this clock', async () => {
    world.offset.ms = -3 * HOUR;
    await signIn(world);
    await world.clock.advanceTo(START + 4 * HOUR);
    expect(renewals(world).map((post) => post.at)).toEqual([START + 4 * HOUR - 5 * MINUTE]);
  });
});

// Any jumps of the wall clock, forward or back, at any time: staying signed in never stops, never storms.
const jump = fc.record({
  afterMs: fc.integer({ min: 0, max: 6 * HOUR }),
  toOffsetMs: fc.integer({ min: -26 * HOUR, max: 26 * HOUR }),
});

test.prop([fc.array(jump, { minLength: 1, maxLength: 6 })], { numRuns: 25 })(
  'whatever the wall clock does, lookups keep working, renewals stay on the monotonic plan, and no password is sent more than 12 times an hour',
  async (jumps) => {
    const here = await startWorld();
    try {
      await signIn(here);
      for (const { afterMs, toOffsetMs } of jumps) {
        await here.clock.advanceTo(here.clock.now() + afterMs);
        here.offset.ms = toOffsetMs;
        expect(await lookUp(here)).toMatchObject({ ok: true });
      }
      await here.clock.advanceTo(here.clock.now() + 8 * HOUR);
      expect(await lookUp(here)).toMatchObject({ ok: true });
      const times = renewals(here).map((post) => post.at);
      expect(renewals(here).every((post) => post.answer === 'issued')).toBe(true);
      for (const [i, at] of times.entries()) expect(times.slice(i).filter((later) => later < at + HOUR).length).toBeLessThanOrEqual(12);
      // One renewal per token lifetime, five minutes before its end: never more, never later.
      const elapsed = here.clock.now() - START;
      expect(times.length).toBe(Math.floor(elapsed / (4 * HOUR - 5 * MINUTE)));
    } finally {
      await stopWorld(here);
    }
  },
);
