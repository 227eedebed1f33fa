import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { keptOrigin, keptSecret } from '../../test/support/kept-secret';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// A token kept by a release before credentials were bound: no origin beside it.
const OLD_TOKEN = 'tok-kept-before-binding-51c9';
const BASE = 'https://prices.example.com';
let dir: string;
let services: MainServices | null = null;

beforeEach(async () => {
  dir = await tempFolder('legacy');
  await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: BASE }));
});
afterEach(async () => {
  await services?.dispose();
  services = null;
  await removeFolder(dir);
});

const hasToken = async (app: MainServices) => {
  const answer = await app.handlers.getState(undefined);
  if (!answer.ok) throw new Error('no state');
  return answer.value.hasToken;
};

describe('a token kept before credentials were bound', () => {
  it('is bound once to the base URL of the user’s own settings folder', async () => {
    const tokenStore = createMemoryTokenStore(OLD_TOKEN);
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore, bindLegacyCredentials: true });
    expect(await hasToken(services)).toBe(true);
    expect(await keptOrigin(tokenStore)).toBe(BASE);
    expect(await keptSecret(tokenStore)).toBe(OLD_TOKEN);
  });

  it('is bound to nothing when the settings folder is one the environment chose: given to no service', async () => {
    const tokenStore = createMemoryTokenStore(OLD_TOKEN);
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
    expect(await hasToken(services)).toBe(false);
    expect(await keptOrigin(tokenStore)).toBeNull();
  });
});
