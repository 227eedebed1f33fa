import { checkBaseUrl, checkToken } from '../shared/connection';
import { access } from 'node:fs/promises';
import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { LastKnownStore } from '../core/last-known-store';
import { originOf, type OriginBoundStore } from '../core/origin-bound-store';
import type { IpcHandlers } from './ipc-caller';
import { accepts } from './accepts';
import { keychain } from './keychain-result';
import { createLastKnownHandlers } from './last-known-handlers';
import { createLookupHandlers, createCancellableRequests } from './lookup-handlers';
import type { PriceLookups } from './price-lookups';
import { createQuotePricingHandlers } from './quote-pricing-handlers';
import type { SettingsState } from './settings-state';
import { createDocumentHandlers, type DocumentDeps } from './document-handlers';
import { createQuoteHandlers, type QuoteDeps } from './quote-handlers';
import type { SignInSession } from './sign-in-session';
import type { GlobalShortcut } from './global-shortcut';
import { createRecallHandlers, type RecallDeps } from './recall-handlers';
import { createCustomerHandlers, type CustomerDeps } from './customer-handlers';
import { createSettingsHandlers } from './settings-handlers';
import type { ProxyLogins } from './proxy-logins';
import type { AppUpdates } from './app-updates';
import { createUpdateHandlers } from './update-handlers';
import type { TypedHandOver } from './typed-hand-over';

/** One handler per bridge function; each takes the renderer's request as `unknown` and validates it. */
export type { IpcHandlers };

export interface HandlerDeps extends QuoteDeps, CustomerDeps {
  /** Lookups and quote pricing under way (shared with the updates, which restart only when none is). */
  underway?: ReturnType<typeof createCancellableRequests>;
  /** Updates from the intranet; none (unit tests): off. */
  updates?: AppUpdates;
  /** The settings main holds and saves. */
  state: SettingsState;
  /** The access token, bound to the service it was issued for. */
  tokenStore: OriginBoundStore;
  log: DiagnosticsLog;
  /** Shows a folder in the system's file manager; in the app, Electron's shell.openPath. */
  openFolder: (path: string) => Promise<boolean>;
  /** Shows a file in its folder in the system's file manager; in the app, Electron's shell.showItemInFolder. */
  showFile: (path: string) => void;
  now?: () => Date;
  /** Sign-in with user name and password, and the token's renewal while "Stay signed in" is on. */
  signIn: SignInSession;
  /** The last answer to each request, to stand in when the service cannot be reached. */
  lastKnown: LastKnownStore;
  /** The one way main looks up a price. */
  prices: PriceLookups;
  /** Recent lookups and favourites. */
  recall: Omit<RecallDeps, 'now'>;
  /** The system-wide shortcut that brings the window to the front. */
  shortcut: GlobalShortcut;
  /** Quote documents (PDF, print) and the company block on them. */
  documents: Omit<DocumentDeps, 'state' | 'chooseSavePath' | 'showFile' | 'writeClipboard' | 'openFile'>;
  /** The open questions of proxies that ask for a sign-in, answered from the window. */
  proxyLogins: Pick<ProxyLogins, 'answer'>;
  /** Main's question, before the window goes, for what is typed and not yet taken. */
  handOver: Pick<TypedHandOver, 'answered'>;
}

/** How many saved files are remembered for "Show in folder". */
const SHOWN_FILES_KEPT = 20;

/** Builds the main-process handlers over the settings main holds. */
export function createHandlers(deps: HandlerDeps): IpcHandlers {
  const { state } = deps;
  const now = deps.now ?? (() => new Date());
  const recall = createRecallHandlers({ ...deps.recall, now });
  // One registry, so `cancelLookup` stops a quote line's pricing as well as a lookup.
  const underway = deps.underway ?? createCancellableRequests();
  // Only a file the user chose in a save dialog of this app can be shown: the window names no other path.
  const saved = new Set<string>();
  const chooseSavePath: HandlerDeps['chooseSavePath'] = async (...args) => {
    const path = await deps.chooseSavePath(...args);
    if (path !== null) {
      saved.delete(path);
      saved.add(path);
      // The last few are enough: a status line offers only the file just saved.
      if (saved.size > SHOWN_FILES_KEPT) saved.delete(saved.values().next().value ?? path);
    }
    return path;
  };

  return {
    // The window's ask waits for the notices told so far (a sign-out under way), so it gets them with the change.
    getState: accepts('getState', async () => {
      await state.noticesKnown();
      return ok(await state.snapshot());
    }),
    dismissNotice: accepts('dismissNotice', async ({ id }) => {
      state.dismissNotice(id);
      return ok(await state.snapshot());
    }),

    saveConnection: accepts('saveConnection', async (request) => {
      const baseUrl = checkBaseUrl(request.baseUrl);
      if (!baseUrl.ok) return fail('invalid-input', baseUrl.message, 'baseUrl');
      const policies = state.policies();
      if (policies.baseUrlLocked && baseUrl.value !== state.settings().baseUrl)
        return fail('invalid-input', msg('policy.error.locked'), 'baseUrl');
      if (policies.signIn === 'password-only' && (request.token ?? '').trim() !== '')
        return fail('invalid-input', msg('policy.error.locked'), 'token');
      const rawToken = request.token ?? '';
      const previous = state.settings().baseUrl;
      if (rawToken.trim() === '' && previous !== null && new URL(previous).origin !== new URL(baseUrl.value).origin) {
        // The stored token was entered for another server; it is not sent anywhere new unasked.
        const stored = await keychain(() => deps.tokenStore.origin());
        if (stored.ok && stored.value !== null && stored.value !== new URL(baseUrl.value).origin) {
          const hosts = { host: new URL(baseUrl.value).host, previousHost: new URL(previous).host };
          return fail('invalid-input', msg('errors.token.otherServer', hosts), 'token');
        }
      }
      const pasted = rawToken.trim() !== '';
      let test: Awaited<ReturnType<PriceLookups['testToken']>> | null = null;
      if (pasted) {
        const token = checkToken(rawToken);
        if (!token.ok) return fail('invalid-input', token.message, 'token');
        // Tried before it replaces the token that works, and only at the address it is saved for (the one
        // origin it may ever go to). A refusal keeps everything as it was: the kept token, the sign-in, the
        // base URL. A service that cannot be reached cannot judge it: it is kept, and the status says so.
        test = await deps.prices.testToken({ baseUrl: baseUrl.value, token: token.value });
        void deps.log.write('token-tested', { outcome: test.outcome, answer: test.kind });
        if (test.outcome === 'refused') {
          const kept = await keychain(() => deps.tokenStore.read(originOf(state.settings().baseUrl)));
          const values = { kept: kept.ok && kept.value !== null ? 'yes' : 'no', signIn: policies.signIn === 'any' ? 'yes' : 'no' };
          return fail('invalid-input', msg('errors.token.refusedNotSaved', values), 'token');
        }
        // A pasted token replaces a sign-in (its kept password is forgotten) and any renewal under way.
        const stored = await deps.signIn.paste(token.value, baseUrl.value);
        if (!stored.ok) return stored;
        void deps.log.write('token-saved', { storage: deps.tokenStore.storage() });
      }
      // A kept password was entered for the previous server: it is never sent to another one.
      if (previous !== null && new URL(previous).origin !== new URL(baseUrl.value).origin) await deps.signIn.forget();
      // Under a locked base URL the user's own stays as it was: the policy's is not theirs to keep.
      const updated = await state.update(policies.baseUrlLocked ? { useDemo: false } : { baseUrl: baseUrl.value, useDemo: false });
      if (!updated.ok || test === null) return updated;
      return ok({ ...updated.value, tokenTest: test.outcome });
    }),

    signIn: accepts('signIn', async (request) => {
      const policies = state.policies();
      if (policies.signIn === 'token-only') return fail('invalid-input', msg('policy.error.locked'), 'user');
      if (request.staySignedIn && !policies.staySignedInAllowed) return fail('invalid-input', msg('policy.error.locked'), 'staySignedIn');
      // Under IT's base URL a token for another service would never be used: none is asked for.
      const asked = checkBaseUrl(request.baseUrl);
      if (policies.baseUrlLocked && asked.ok && asked.value !== state.settings().baseUrl)
        return fail('invalid-input', msg('policy.error.locked'), 'baseUrl');
      return deps.signIn.signIn(request);
    }),

    removeToken: accepts('removeToken', async () => {
      // Through the sign-in, so a renewal under way cannot bring the token back.
      const removed = await deps.signIn.signOut();
      return removed.ok ? ok(await state.snapshot()) : removed;
    }),

    ...createUpdateHandlers({ state, ...(deps.updates === undefined ? {} : { updates: deps.updates }) }),

    ...createLookupHandlers({ prices: deps.prices, recentLookups: deps.recall.recentLookups, log: deps.log, now }, underway),
    ...createQuotePricingHandlers({ prices: deps.prices, quoteStore: deps.quoteStore, state, log: deps.log, now }, underway),
    ...createQuoteHandlers({ ...deps, chooseSavePath, source: () => state.source() }),
    ...createLastKnownHandlers(deps),
    ...recall,
    ...createCustomerHandlers({ ...deps, chooseSavePath }),
    ...createSettingsHandlers({ state, shortcut: deps.shortcut }),
    ...createDocumentHandlers({
      ...deps.documents,
      state,
      chooseSavePath,
      showFile: deps.showFile,
      openFile: deps.openFolder,
      writeClipboard: deps.writeClipboard,
    }),

    answerProxyLogin: accepts('answerProxyLogin', async (request) =>
      ok({
        answered: deps.proxyLogins.answer(
          request.id,
          'cancel' in request ? null : { username: request.username, password: request.password },
        ),
      }),
    ),

    typedHandedOver: accepts('typedHandedOver', async ({ question, unkept }) => ok({ taken: deps.handOver.answered(question, unkept) })),

    showInFolder: accepts('showInFolder', async ({ path }) => {
      if (!saved.has(path)) return fail('internal', msg('errors.showInFolder.notSaved'));
      try {
        await access(path);
      } catch {
        return fail('export-unwritable', msg('errors.showInFolder.gone', { file: path }));
      }
      deps.showFile(path);
      return ok({ shown: true as const });
    }),

    openDiagnostics: accepts('openDiagnostics', async () => {
      await deps.log.write('diagnostics-opened');
      const opened = await deps.openFolder(deps.log.dir).catch(() => false);
      return opened ? ok({ opened }) : fail('internal', msg('errors.diagnostics.notOpened', { folder: deps.log.dir }));
    }),
  };
}
