import type { ProxyLoginQuestion } from '../shared/ipc-contract';

/** What Electron's `login` event says about the challenge (docs/api/structures/auth-info.md). */
export interface NetAuthInfo {
  isProxy: boolean;
  scheme: string;
  host: string;
  port: number;
  realm: string;
}

/** A user name and password for a proxy, as typed; kept in main's memory for the session only. */
interface ProxyCredentials {
  username: string;
  password: string;
}

export type { ProxyLoginQuestion };

export interface ProxyLogins {
  /**
   * The credentials for a challenge of one request (`attempt` counts its challenges, from 1), or null to
   * cancel it. Never for the price service itself: only a proxy is answered.
   */
  credentialsFor(authInfo: NetAuthInfo, attempt: number): Promise<ProxyCredentials | null>;
  /** The window's answer to question `id`: credentials, or null when the user cancelled. False for no such question. */
  answer(id: string, credentials: ProxyCredentials | null): boolean;
  /** The passwords held now, for the diagnostics log to blank out. */
  secrets(): string[];
  /** Settled once every question open now is answered; null when none is open (a request's timeout waits for it). */
  openQuestion(): Promise<void> | null;
}

/**
 * Sign-ins for a proxy that asks for credentials (a corporate proxy), asked of the user once per proxy:
 * requests that meet the same proxy while the question is open wait for the same answer, and the answer
 * is kept in memory for the session (never in a file or the keychain). When the proxy refuses them, the
 * user is asked once more; a request is never answered more than twice. A price service asking for a
 * login (401) is not answered at all: it takes tokens, and nothing typed is ever sent to it.
 */
export function createProxyLogins(ask: (question: ProxyLoginQuestion) => boolean): ProxyLogins {
  const known = new Map<string, ProxyCredentials>();
  const asking = new Map<string, { id: string; answer: Promise<ProxyCredentials | null>; settle: (c: ProxyCredentials | null) => void }>();
  let next = 0;

  const askFor = (key: string, authInfo: NetAuthInfo): Promise<ProxyCredentials | null> => {
    const open = asking.get(key);
    if (open) return open.answer;
    let settle: (credentials: ProxyCredentials | null) => void = () => undefined;
    const answer = new Promise<ProxyCredentials | null>((resolve) => {
      settle = resolve;
    });
    const id = `proxy-${(next += 1)}`;
    asking.set(key, { id, answer, settle });
    void answer.then((credentials) => {
      asking.delete(key);
      if (credentials !== null) known.set(key, credentials);
    });
    // No window to ask in: the request is cancelled.
    if (!ask({ id, host: authInfo.host, port: authInfo.port, realm: authInfo.realm })) settle(null);
    return answer;
  };

  return {
    async credentialsFor(authInfo, attempt) {
      if (!authInfo.isProxy || attempt > 2) return null;
      const key = `${authInfo.host}:${authInfo.port}`;
      const kept = known.get(key);
      // A second challenge for the same request: what was kept was refused.
      if (kept !== undefined && attempt === 1) return kept;
      if (kept !== undefined) known.delete(key);
      return askFor(key, authInfo);
    },
    answer(id, credentials) {
      for (const open of asking.values()) {
        if (open.id !== id) continue;
        open.settle(credentials !== null && credentials.username !== '' ? credentials : null);
        return true;
      }
      return false;
    },
    secrets: () => [...known.values()].map((credentials) => credentials.password).filter((password) => password !== ''),
    openQuestion: () => (asking.size === 0 ? null : Promise.all([...asking.values()].map((open) => open.answer)).then(() => undefined)),
  };
}
