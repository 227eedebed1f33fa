import { describe, expect, it } from 'vitest';
import { createProxyLogins, type NetAuthInfo, type ProxyLoginQuestion } from './proxy-logins';

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
