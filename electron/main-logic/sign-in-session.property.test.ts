import { keptSecret } from '../../test/support/kept-secret';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices } from './services';
import { MAX_RENEWALS_PER_HOUR, MAX_RENEWALS_PER_TOKEN, MIN_RENEWAL_GAP_MS } from './renewal-budget';
import { createFakeClock, createFakeSignInService, recordingTokenStore, type ExpiryStyle } from '../../test/support/fake-sign-in-service';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const START = Date.parse('2026-11-23T08:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const BASE = 'https://prices.example.com';
const ZONES = ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'Europe/Berlin'];
const USERS = ['anna', 'ben'] as const;

type Op =
  | { kind: 'signIn'; user: (typeof USERS)[number]; correct: boolean; stay: boolean; hold: boolean }
  | { kind: 'signOut' }
  | { kind: 'paste' }
  | { kind: 'lookup'; hold: boolean }
  | { kind: 'wait'; ms: number; hold: boolean }
  | { kind: 'passwordChanged'; user: (typeof USERS)[number] }
  | { kind: 'lookupsRejected'; on: boolean }
  | { kind: 'endpointDown'; on: boolean }
  | { kind: 'tokens'; lifetimeMs: number; expiry: ExpiryStyle }
  | { kind: 'release' };

const user = fc.constantFrom(...USERS);
const mostly = fc.constantFrom(true, true, true, false);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('signIn'),
      user,
      correct: mostly,
      stay: mostly,
      hold: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('signOut') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('paste') }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('lookup'), hold: fc.boolean() }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('wait'),
      ms: fc.oneof(fc.integer({ min: 1_000, max: 10 * MINUTE }), fc.integer({ min: 10 * MINUTE, max: 6 * HOUR })),
      hold: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('passwordChanged'), user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lookupsRejected'), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endpointDown'), on: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tokens'),
      lifetimeMs: fc.constantFrom(30_000, 5 * MINUTE, HOUR, 4 * HOUR, 4 * HOUR),
      expiry: fc.constantFrom<ExpiryStyle>('exp', 'exp-and-plain', 'plain-only', 'none'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release') }) },
);

/** A change of account the user asked for, in the order asked; a sign-in counts once it succeeded. */
interface AccountChange {
  kind: 'signIn' | 'signOut' | 'paste';
  /** The service's counter when it was asked for: tokens issued later are newer. */
  seq: number;
  user?: string;
  token?: string;
  succeeded: boolean;
}

/** Main's services on a fake clock and a fake service, driven op by op; async work is tracked to its end. */
async function startWorld() {
  const clock = createFakeClock(START);
  const service = createFakeSignInService(clock.now);
  for (const name of USERS) service.passwords.set(name, `pw-${name}-0`);
  const tokenStore = recordingTokenStore(service, clock.now);
  const passwordStore = createMemoryTokenStore();
  const dir = await tempFolder('sign-in-property');
  const services = await createMainServices({
    userDataDir: dir,
    fetch: service.fetch,
    tokenStore,
    passwordStore,
    setTimer: clock.setTimer,
    // Time passes for both clocks alike here; sign-in-clocks.test.ts moves them apart.
    now: () => new Date(clock.now()),
    monotonicNow: clock.now,
  });
  const inflight = new Set<Promise<unknown>>();
  const changes: AccountChange[] = [];
  let passwords = 0;
  let wrong = 0;

  /** Starts `run`; waits for it unless a token POST is held (then it may wait on that POST: it runs on later). */
  const drive = async (run: () => unknown, hold: boolean): Promise<void> => {
    const parked = service.held() > 0;
    service.holdNext = hold;
    const running = Promise.resolve(run()).finally(() => inflight.delete(running));
    inflight.add(running);
    if (parked) return;
    await Promise.race([Promise.all(inflight), service.untilHeld()]);
    if (service.held() === 0) service.holdNext = false;
  };
  /** Answers every held POST and waits until nothing runs any more. */
  const settle = async (): Promise<void> => {
    service.holdNext = false;
    while (inflight.size > 0 || service.held() > 0) {
      service.release();
      await Promise.race([Promise.all(inflight), service.untilHeld()]);
    }
  };
  const waitUntil = async (to: number, hold: boolean): Promise<void> => {
    for (let timer = clock.nextDue(to), fired = 0; timer !== null; timer = clock.nextDue(to)) {
      if (++fired > 5_000) throw new Error('a renewal storm: 5000 timers in one wait');
      await drive(timer.run, hold);
    }
    clock.set(to);
  };

  const step = async (next: Op): Promise<void> => {
    switch (next.kind) {
      case 'signIn': {
        const password = next.correct ? (service.passwords.get(next.user) ?? '') : `wrong-${++wrong}`;
        const change: AccountChange = { kind: 'signIn', seq: service.seq(), user: next.user, succeeded: false };
        changes.push(change);
        const request = { baseUrl: BASE, user: next.user, password, staySignedIn: next.stay };
        return drive(
          () => service.byUser(() => services.handlers.signIn(request)).then((answer) => (change.succeeded = answer.ok)),
          next.hold,
        );
      }
      case 'signOut':
        changes.push({ kind: 'signOut', seq: service.seq(), succeeded: true });
        return drive(() => services.handlers.removeToken(undefined), false);
      case 'paste': {
        const token = service.mint('carl');
        // Tried before it is kept: refused (lookups rejected), nothing changes.
        const change: AccountChange = { kind: 'paste', seq: service.seq(), token, succeeded: false };
        changes.push(change);
        return drive(
          () => services.handlers.saveConnection({ baseUrl: BASE, token }).then((answer) => (change.succeeded = answer.ok)),
          false,
        );
      }
      case 'lookup':
        return drive(() => services.handlers.checkPrice({ artnr: '900155', country: 'de' }), next.hold);
      case 'wait':
        return waitUntil(clock.now() + next.ms, next.hold);
      case 'passwordChanged':
        service.passwords.set(next.user, `pw-${next.user}-${++passwords}`);
        return;
      case 'lookupsRejected':
        service.rejectLookups = next.on;
        return;
      case 'endpointDown':
        service.unavailable = next.on;
        return;
      case 'tokens':
        service.lifetimeMs = next.lifetimeMs;
        service.expiry = next.expiry;
        return;
      case 'release':
        return settle();
    }
  };

  /** With nothing running: the token store holds what the last change of account in force says, nothing older. */
  const checkStore = async (): Promise<void> => {
    if (inflight.size > 0 || service.held() > 0) return;
    const inForce = changes.filter((change) => change.succeeded).at(-1);
    const stored = await keptSecret(tokenStore);
    if (inForce === undefined || inForce.kind === 'signOut') expect(stored).toBeNull();
    else if (inForce.kind === 'paste') expect(stored).toBe(inForce.token);
    else {
      const fresh = service.issued
        .filter((issued) => issued.user === inForce.user && issued.seq > inForce.seq)
        .map((issued) => issued.token);
      expect(fresh).toContain(stored);
    }
    if (inForce?.kind !== 'signIn') expect(await keptSecret(passwordStore)).toBeNull();
  };

  /** The password is never sent again once refused; automatic token requests stay within the budget. */
  const checkRequests = (): void => {
    expect(service.resent).toEqual([]);
    const automatic = service.posts.filter((post) => !post.byUser);
    for (const [i, post] of automatic.entries()) {
      const next = automatic[i + 1];
      if (next !== undefined) expect(next.at - post.at).toBeGreaterThanOrEqual(MIN_RENEWAL_GAP_MS);
      expect(automatic.slice(i).filter((later) => later.at < post.at + HOUR).length).toBeLessThanOrEqual(MAX_RENEWALS_PER_HOUR);
    }
    // Per stored token: the automatic requests sent while it was stored and still valid.
    const changesOfStore = tokenStore.changes;
    for (const [i, change] of changesOfStore.entries()) {
      const expiresAt = service.issued.find((issued) => issued.token === change.token)?.expiresAt;
      if (expiresAt === undefined) continue;
      const until = changesOfStore[i + 1]?.seq ?? Infinity;
      const spent = automatic.filter((post) => post.seq > change.seq && post.seq < until && post.at < expiresAt);
      expect(spent.length).toBeLessThanOrEqual(MAX_RENEWALS_PER_TOKEN);
    }
  };

  return {
    clock,
    service,
    step,
    settle,
    waitUntil,
    checkStore,
    checkRequests,
    async dispose() {
      await settle();
      await services.dispose();
      await removeFolder(dir);
    },
  };
}

const anna = { kind: 'signIn', user: 'anna', correct: true, stay: true, hold: false } as const;
/** The reproductions, run before the random cases. */
const examples: [string, Op[]][] = [
  // "Remove token" while a renewal's POST is under way.
  ['UTC', [anna, { kind: 'wait', ms: 4 * HOUR, hold: true }, { kind: 'signOut' }, { kind: 'release' }, { kind: 'lookup', hold: false }]],
  // An expiration without offset in a zone east of UTC, and five-minute tokens.
  ['Asia/Kolkata', [{ kind: 'tokens', lifetimeMs: 4 * HOUR, expiry: 'exp-and-plain' }, anna, { kind: 'wait', ms: 6 * HOUR, hold: false }]],
  ['UTC', [{ kind: 'tokens', lifetimeMs: 5 * MINUTE, expiry: 'exp' }, anna]],
  // The password changed on the server, then lookups meet the expired token.
  ['UTC', [anna, { kind: 'passwordChanged', user: 'anna' }, { kind: 'wait', ms: 5 * HOUR, hold: false }, { kind: 'lookup', hold: false }]],
];

test.prop([fc.constantFrom(...ZONES), fc.array(op, { minLength: 1, maxLength: 30 })], { numRuns: 50, examples })(
  'sign-in, sign-out, paste, renewals and lookups in any order over 48 hours: no token of a signed-out account, no password after a refusal, no storm',
  async (zone, ops) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    const world = await startWorld();
    try {
      for (const next of ops) {
        await world.step(next);
        await world.checkStore();
      }
      await world.settle();
      await world.checkStore();
      await world.waitUntil(START + 48 * 60 * 60 * 1000, false);
      await world.settle();
      await world.checkStore();
      world.checkRequests();
    } finally {
      await world.dispose();
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  },
);
