import { describe, expect, it } from 'vitest';
import { startPriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { fakeJwt } from '../../test/support/jwt';
import { createProxyLogins, type NetAuthInfo, type ProxyLoginQuestion } from './proxy-logins';
import { createMainServices } from './services';
import { eventually } from '../../test/support/eventually';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const proxy = (host = 'proxy.example.com', port = 8080): NetAuthInfo => ({ isProxy: true, scheme: 'basic', host, port, realm: 'Corp' });

function asked() {
  const questions: ProxyLoginQuestion[] = [];
  return { questions, ask: (question: ProxyLoginQuestion) => (questions.push(question), true) };
}

describe('sign-ins for a proxy that asks for credentials', () => {
  it('asks the user once, however many requests meet the proxy meanwhile, then keeps the answer for the session', async () => {
    const { questions, ask } = asked();
    const logins = createProxyLogins(ask);
    const waiting = Array.from({ length: 12 }, () => logins.credentialsFor(proxy(), 1));
    expect(questions).toEqual([{ id: expect.any(String), host: 'proxy.example.com', port: 8080, realm: 'Corp' }]);
    expect(logins.answer(questions[0]?.id ?? '', { username: 'anna', password: 'pw-9f1' })).toBe(true);
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 12 }, () => ({ username: 'anna', password: 'pw-9f1' })));
    expect(await logins.credentialsFor(proxy(), 1)).toEqual({ username: 'anna', password: 'pw-9f1' });
    expect(questions).toHaveLength(1);
    expect(logins.secrets()).toEqual(['pw-9f1']);
    // Another proxy is another question.
    void logins.credentialsFor(proxy('other.example.com', 3128), 1);
    expect(questions).toHaveLength(2);
  });

  it('asks again once when the proxy refuses what was kept, and never answers a request a third time', async () => {
    const { questions, ask } = asked();
    const logins = createProxyLogins(ask);
    const first = logins.credentialsFor(proxy(), 1);
    logins.answer(questions[0]?.id ?? '', { username: 'anna', password: 'old' });
    await first;
    const again = logins.credentialsFor(proxy(), 2);
    expect(questions).toHaveLength(2);
    logins.answer(questions[1]?.id ?? '', { username: 'anna', password: 'new' });
    expect(await again).toEqual({ username: 'anna', password: 'new' });
    expect(await logins.credentialsFor(proxy(), 3)).toBeNull();
    expect(questions).toHaveLength(2);
  });

  it('never answers the price service itself, and cancels when the user does or there is no window to ask in', async () => {
    const { questions, ask } = asked();
    const logins = createProxyLogins(ask);
    expect(await logins.credentialsFor({ ...proxy(), isProxy: false }, 1)).toBeNull();
    expect(questions).toEqual([]);
    const cancelled = logins.credentialsFor(proxy(), 1);
    logins.answer(questions[0]?.id ?? '', null);
    expect(await cancelled).toBeNull();
    expect(logins.secrets()).toEqual([]);
    expect(logins.answer('proxy-unknown', { username: 'x', password: 'y' })).toBe(false);
    const noWindow = createProxyLogins(() => false);
    expect(await noWindow.credentialsFor(proxy(), 1)).toBeNull();
  });
});

describe('a question open for a proxy’s sign-in', () => {
  it('is there until answered, for every request waiting on it', async () => {
    const { questions, ask } = asked();
    const logins = createProxyLogins(ask);
    expect(logins.openQuestion()).toBeNull();
    void logins.credentialsFor(proxy(), 1);
    void logins.credentialsFor(proxy('other.example.com', 3128), 1);
    const open = logins.openQuestion();
    expect(open).not.toBeNull();
    let settled = false;
    void open?.then(() => (settled = true));
    logins.answer(questions[0]?.id ?? '', { username: 'anna', password: 'pw-9f1' });
    await Promise.resolve();
    expect(settled).toBe(false);
    logins.answer(questions[1]?.id ?? '', null);
    await open;
    expect(settled).toBe(true);
    expect(logins.openQuestion()).toBeNull();
  });

  it('holds the lookup’s timeout in main: someone typing the proxy’s password is not told the service cannot be reached', async () => {
    const token = fakeJwt({ exp: Date.now() / 1000 + 3600, sub: 'sales' });
    const sim = await startPriceSimulator({ token });
    const dir = await tempFolder('proxy');
    const { questions, ask } = asked();
    const proxyLogins = createProxyLogins(ask);
    // A proxy in front of the service: the request waits for the sign-in, as Electron's login event makes it.
    // It asks from the first lookup on (the token saved before was tested without it).
    let proxied = false;
    const behindProxy: typeof fetch = async (url, init) => {
      if (proxied) await proxyLogins.credentialsFor(proxy(), 1);
      return fetch(url, init);
    };
    const services = await createMainServices({
      userDataDir: dir,
      fetch: behindProxy,
      tokenStore: createMemoryTokenStore(),
      timeoutMs: 100,
      proxyLogins,
    });
    try {
      await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token });
      proxied = true;
      const lookup = services.handlers.checkPrice({ artnr: '900155', country: 'de' });
      await eventually(() => expect(questions).toHaveLength(1));
      // Three times the timeout at the keyboard.
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxyLogins.answer(questions[0]?.id ?? '', { username: 'anna', password: 'pw-9f1' });
      expect(await lookup).toMatchObject({ ok: true, value: { info: { price: '47.85' } } });
    } finally {
      await services.dispose();
      await sim.close();
      await removeFolder(dir);
    }
  });
});
