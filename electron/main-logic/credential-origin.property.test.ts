import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { SIGN_IN_PATH } from '../core/sign-in';
import type { FetchLike } from '../core/price-client';
import { createFakeSignInService } from '../../test/support/fake-sign-in-service';
import { readPolicyValues, type ReadPolicies } from './policy-values';
import { createMainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// Two price services; each knows its own users (the fake takes any token anywhere: the worst case).
const ORIGINS = ['https://prices.example.com', 'https://prices.other.example'] as const;
const USERS = [
  ['anna', 'ben'],
  ['carl', 'dora'],
] as const;

type Op =
  | { kind: 'signIn'; at: 0 | 1; user: 0 | 1; stay: boolean }
  | { kind: 'paste'; at: 0 | 1 }
  | { kind: 'settings'; at: 0 | 1 }
  | { kind: 'policy'; at: 0 | 1 | null; locked: boolean }
  | { kind: 'lookup' }
  | { kind: 'rejectLookups'; on: boolean };

const at = fc.constantFrom<0 | 1>(0, 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('signIn'), at, user: fc.constantFrom<0 | 1>(0, 1), stay: fc.boolean() }),
  fc.record({ kind: fc.constant('paste'), at }),
  fc.record({ kind: fc.constant('settings'), at }),
  fc.record({ kind: fc.constant('policy'), at: fc.constantFrom<0 | 1 | null>(0, 1, null), locked: fc.boolean() }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('lookup') }) },
  fc.record({ kind: fc.constant('rejectLookups'), on: fc.boolean() }),
);

test.prop([fc.array(op, { minLength: 1, maxLength: 14 })], { numRuns: 80 })(
  'no request to another origin ever carries a token or a password, whoever changes the base URL',
  async (ops) => {
    const dir = await tempFolder('origin-property');
    const service = createFakeSignInService(() => Date.now());
    USERS.forEach((users) => users.forEach((user) => service.passwords.set(user, `pw-${user}`)));
    // Where each secret belongs: a password to its user's service, a token to the service that issued it.
    const home = new Map<string, string>();
    USERS.forEach((users, index) => users.forEach((user) => home.set(`pw-${user}`, ORIGINS[index] ?? '')));
    const strays: string[] = [];
    const fetch: FetchLike = async (url, init) => {
      const origin = new URL(url).origin;
      const bearer = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
      const password = new URL(url).pathname === SIGN_IN_PATH ? new URLSearchParams(String(init.body)).get('password') : null;
      for (const secret of [bearer, password]) {
        if (secret !== null && home.has(secret) && home.get(secret) !== origin) strays.push(`${secret.slice(0, 12)}… to ${origin}`);
      }
      const answer = await service.fetch(url, init);
      if (password !== null && answer.ok) {
        const { token } = (await answer.clone().json()) as { token: string };
        home.set(token, origin);
      }
      return answer;
    };
    let policyListener: ((policies: ReadPolicies) => void) | null = null;
    const policies = (entries: Record<string, unknown>) => readPolicyValues(entries, 'HKLM/HKCU');
    const app = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      passwordStore: createMemoryTokenStore(),
      setTimer: () => () => undefined,
      systemPolicies: {
        source: 'HKLM/HKCU',
        started: Promise.resolve({ policies: policies({}), timedOutAfterMs: null }),
        onChange: (listener) => {
          policyListener = listener;
          return () => undefined;
        },
      },
    });
    try {
      for (const step of ops) {
        if (step.kind === 'signIn') {
          const user = USERS[step.at][step.user];
          await app.handlers.signIn({ baseUrl: ORIGINS[step.at], user, password: `pw-${user}`, staySignedIn: step.stay });
        } else if (step.kind === 'paste') {
          const token = service.mint(USERS[step.at][0]);
          home.set(token, ORIGINS[step.at]);
          await app.handlers.saveConnection({ baseUrl: ORIGINS[step.at], token });
        } else if (step.kind === 'settings') {
          await app.handlers.saveConnection({ baseUrl: ORIGINS[step.at] });
        } else if (step.kind === 'policy') {
          (policyListener as ((policies: ReadPolicies) => void) | null)?.(
            policies(step.at === null ? {} : { BaseUrl: ORIGINS[step.at], BaseUrlLocked: step.locked }),
          );
        } else if (step.kind === 'lookup') {
          await app.handlers.checkPrice({ artnr: '900155', country: 'de' });
        } else {
          service.rejectLookups = step.on;
        }
        // What a change started without waiting (a sign-out, a renewal) has finished.
        await app.handlers.getState(undefined);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await app.handlers.checkPrice({ artnr: '900155', country: 'de' });
    } finally {
      await app.dispose();
      await removeFolder(dir);
    }
    expect(strays).toEqual([]);
  },
  60_000,
);
