// Issue 29, point 4: "shows the account whose token is in the keychain". A renewal of the app's (with
// anna's kept password, read before the CLI removed it) that is on its way while `price-lookup sign-in
// --user bob` runs must not land after it and write anna's token over bob's.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { readBoundEntry } from '../core/origin-bound-store';
import { createFakeSignInService } from '../../test/support/fake-sign-in-service';
import { createMainServices, type MainServices } from './services';
import { eventually } from '../../test/support/eventually';
import { cliSignInAsBob } from '../../test/support/cli-sign-in';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const BASE = 'https://prices.example.com';
let dir: string;
let app: MainServices | null = null;

beforeEach(async () => {
  dir = await tempFolder('renewal-cli');
  await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: BASE }));
});
afterEach(async () => {
  await app?.dispose();
  app = null;
  await removeFolder(dir);
});

describe('a renewal under way while another process signs in as someone else', () => {
  it('does not put the old account’s token back over the new one', async () => {
    const service = createFakeSignInService(() => Date.now());
    service.passwords.set('anna', 'pw-anna');
    service.passwords.set('bob', 'pw-bob');
    const tokens = createMemoryTokenStore();
    const passwords = createMemoryTokenStore();
    let planned: (() => Promise<unknown>) | null = null;
    app = await createMainServices({
      userDataDir: dir,
      fetch: service.fetch,
      tokenStore: tokens,
      passwordStore: passwords,
      settingsFileIntervalMs: 20,
      setTimer: (run) => {
        planned = run;
        return () => undefined;
      },
    });
    const services = app;
    expect(await services.handlers.signIn({ baseUrl: BASE, user: 'anna', password: 'pw-anna', staySignedIn: true })).toMatchObject({
      ok: true,
    });
    expect(planned).not.toBeNull();

    // The planned renewal starts; its POST (with anna's kept password) is on its way.
    service.holdNext = true;
    const renewal = planned!();
    await service.untilHeld();

    // Meanwhile bob signs in with the CLI.
    expect(await cliSignInAsBob({ dir, fetch: service.fetch, tokenStore: tokens, passwordStore: passwords })).toEqual({
      code: 0,
      stderr: '',
    });

    service.release();
    await renewal;
    const entry = await tokens.read();
    const owner = service.issued.find((issued) => issued.token === readBoundEntry(entry ?? '').secret)?.user;
    expect(owner).toBe('bob');
  });

  it('cancels the renewal planned for the old account once the app reads the other sign-in', async () => {
    const service = createFakeSignInService(() => Date.now());
    service.passwords.set('anna', 'pw-anna');
    service.passwords.set('bob', 'pw-bob');
    const tokens = createMemoryTokenStore();
    const plans: { cancelled: boolean }[] = [];
    app = await createMainServices({
      userDataDir: dir,
      fetch: service.fetch,
      tokenStore: tokens,
      passwordStore: createMemoryTokenStore(),
      settingsFileIntervalMs: 20,
      setTimer: () => {
        const plan = { cancelled: false };
        plans.push(plan);
        return () => {
          plan.cancelled = true;
        };
      },
    });
    const services = app;
    await services.handlers.signIn({ baseUrl: BASE, user: 'anna', password: 'pw-anna', staySignedIn: true });
    expect(plans.map((plan) => plan.cancelled)).toEqual([false]);

    expect(await cliSignInAsBob({ dir, fetch: service.fetch, tokenStore: tokens })).toEqual({ code: 0, stderr: '' });
    await eventually(async () => {
      const state = await services.handlers.getState(undefined);
      expect(state.ok && state.value.signedInAs).toBe('bob');
    });
    await eventually(() => expect(plans[0]?.cancelled).toBe(true));
  });
});
