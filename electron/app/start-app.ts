import { redact } from '../core/diagnostics-log';

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
export interface StartFailureHandling {
  /** The folder the diagnostics log is in, named in the message. */
  diagnosticsDir: string;
  /** Writes the failure to the diagnostics log; must not throw. */
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
export async function startApp<Services>(steps: StartSteps<Services>, failure: StartFailureHandling): Promise<Services | null> {
  let services: Services;
  try {
    services = await steps.createServices();
    steps.wire(services);
    await steps.openWindow();
    return services;
  } catch (error) {
    const reason = startFailureReason(error);
    await failure.logFailure(reason).catch(() => undefined);
    try {
      failure.showError(
        'Price Lookup could not start',
        `${reason}\n\nDetails for support are in the diagnostics log in ${failure.diagnosticsDir}.`,
      );
    } finally {
      failure.quit();
    }
    return null;
  }
}

const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  EACCES: 'permission was denied',
  EPERM: 'the operation was not permitted (an antivirus program or a synced folder may hold the file)',
  EBUSY: 'the file is in use by another program',
  EISDIR: 'a folder is in the way of the file',
  ENOSPC: 'the disk is full',
  EROFS: 'the disk is read-only',
  EMFILE: 'too many files are open',
};

/** A failure in words for the user: which file and what the system said, never a stack or a secret. */
export function startFailureReason(error: unknown): string {
  const { code, path, message } = (error ?? {}) as { code?: unknown; path?: unknown; message?: unknown };
  if (typeof code === 'string' && code in FILE_PROBLEMS) {
    const where = typeof path === 'string' ? ` ${path}` : '';
    return redact(`Price Lookup could not use its file${where}: ${FILE_PROBLEMS[code]} (${code}).`, []);
  }
  const first = typeof message === 'string' ? message.split('\n')[0]?.trim() : '';
  return redact(first ? `${first}` : 'An unexpected error stopped the start.', []);
}
