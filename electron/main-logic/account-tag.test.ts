import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppState } from '../shared/ipc-contract';
import { accountKeyOf } from '../core/account-key';
import { createMemoryTokenStore } from '../core/token-store';
import { fakeJwt } from '../../test/support/jwt';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const BASE_URL = 'https://prices.example.com';
const SALES = fakeJwt({ sub: 'sales-7', exp: 1_900_000_000 });
const SALES_RENEWED = fakeJwt({ sub: 'sales-7', exp: 1_900_100_000 });
const COLLEAGUE = fakeJwt({ sub: 'sales-8', exp: 1_900_000_000 });
const OPAQUE = 'pasted-opaque-token-0123456789';

let dir: string;
let services: MainServices;
beforeEach(async () => {
  dir = await tempFolder('account-tag');
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

const unwrap = (answer: { ok: true; value: AppState } | { ok: false }): AppState => {
  if (!answer.ok) throw new Error('no app state');
  return answer.value;
};
const connect = async (token: string) => unwrap(await services.handlers.saveConnection({ baseUrl: BASE_URL, token }));

describe('the account tag in the app state', () => {
  it('is null without a token, and changes when, and only when, the account changes', async () => {
    expect(unwrap(await services.handlers.getState(undefined)).accountTag).toBeNull();
    const sales = (await connect(SALES)).accountTag;
    expect(sales).toEqual(expect.any(String));
    // A renewed token of the same subject: the same account, the renderer keeps its prices.
    expect((await connect(SALES_RENEWED)).accountTag).toBe(sales);
    const colleague = (await connect(COLLEAGUE)).accountTag;
    expect(colleague).not.toBe(sales);
    const opaque = (await connect(OPAQUE)).accountTag;
    expect([sales, colleague]).not.toContain(opaque);
    expect(unwrap(await services.handlers.removeToken(undefined)).accountTag).toBeNull();
    expect((await connect(SALES)).accountTag).toBe(sales);
  });

  it('tells the renderer nothing of the account: neither the token, the subject nor the fingerprint is in it', async () => {
    for (const token of [SALES, OPAQUE]) {
      const state = JSON.stringify(await connect(token));
      for (const secret of [token, 'sales-7', accountKeyOf(token, null), accountKeyOf(OPAQUE, null).slice('token:'.length)])
        expect(state).not.toContain(secret);
    }
  });
});
