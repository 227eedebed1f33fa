import { redact } from '../core/diagnostics-log';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { englishText, translator } from '../shared/i18n/translator';

/** The steps of a start, in order; each may fail. */
export interface StartSteps<Services> {
  /** Reads settings and builds the handlers (createMainServices in the app). */
  createServices(): Promise<Services>;
  /** Listens on IPC and sets the menu, both needing the services. */
  wire(services: Services): void;
  /** Creates the window and resolves once the UI has loaded; rejects when it cannot load. */
  openWindow(): Promise<void>;
}

/** What a failed start needs: say why, keep a trace for support, and let the next launch start. */
export interface StartFailureHandling<Services = unknown> {
  /** The folder the diagnostics log is in, named in the message. */
  diagnosticsDir: string;
  /**
   * The language of the dialog: the UI language once the services (and so the settings) are there,
   * else the system's preferred language, as the settings may be what could not be read.
   */
  language(services: Services | null): UiLanguage;
  /** Writes the failure (in English) to the diagnostics log; must not throw. */
  logFailure(reason: string): Promise<void>;
  /** A native error dialog (Electron: dialog.showErrorBox), shown even without a window. */
  showError(title: string, content: string): void;
  /** Releases the single-instance lock and ends the process, so a later launch is not refused. */
  quit(): void;
}

/**
 * Starts the app. A start that fails at any step shows a native error dialog with the reason and
 * where the diagnostics log is, then quits: never a process with no window that holds the
 * single-instance lock. Resolves with the services, or null after a failed start.
 */
export async function startApp<Services>(steps: StartSteps<Services>, failure: StartFailureHandling<Services>): Promise<Services | null> {
  let services: Services | null = null;
  try {
    services = await steps.createServices();
    steps.wire(services);
    await steps.openWindow();
    return services;
  } catch (error) {
    const reason = startFailureReason(error);
    await failure.logFailure(englishText(reason)).catch(() => undefined);
    try {
      const { t, text } = translator(failure.language(services));
      failure.showError(
        t('main.startFailed.title'),
        t('main.startFailed.content', { reason: text(reason), folder: failure.diagnosticsDir }),
      );
    } finally {
      failure.quit();
    }
    return null;
  }
}

const FILE_PROBLEMS = new Set(['EACCES', 'EPERM', 'EBUSY', 'EISDIR', 'ENOSPC', 'EROFS', 'EMFILE']);

/** A failure for the user: which file and what the system said, never a stack or a secret. */
export function startFailureReason(error: unknown): Message {
  const { code, path, message } = (error ?? {}) as { code?: unknown; path?: unknown; message?: unknown };
  if (typeof code === 'string' && FILE_PROBLEMS.has(code)) {
    return typeof path === 'string'
      ? msg('main.startFailed.file', { file: redact(path, []), code })
      : msg('main.startFailed.fileUnnamed', { code });
  }
  const first = typeof message === 'string' ? message.split('\n')[0]?.trim() : '';
  return first ? msg('main.startFailed.error', { detail: redact(first, []) }) : msg('main.startFailed.unexpected');
}
