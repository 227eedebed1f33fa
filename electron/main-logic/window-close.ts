import type { Unkept } from '../shared/typed-hand-over';
import type { TypedHandOver } from './typed-hand-over';

/** The window's `close` event as Electron emits it (docs/api/browser-window.md: preventDefault cancels the close). */
interface WindowCloseEvent {
  preventDefault(): void;
}

/** What a close did: hidden (the app stays in the tray), held while the window hands over, or let through. */
type CloseOutcome = 'hidden' | 'held' | 'closed';

/**
 * Why the app is going, as Electron tells it: a quit asked for (`before-quit`: the tray's or the menu's Quit,
 * ⌘Q), the system ending the session (`session-end`, Windows), an update installing (`before-quit-for-update`,
 * after `restartToUpdate` has already had the window hand over).
 */
type Going = 'quit' | 'session-end' | 'update';

export interface WindowCloseOptions {
  /** Whether closing keeps the app running in the tray (Settings, and a tray to come back from). */
  keepInTray(): boolean;
  handOver: Pick<TypedHandOver, 'ask'>;
  /** Asks the person whether to close without what could not be kept; true: close anyway. */
  confirmLoss(unkept: readonly Unkept[]): Promise<boolean>;
  hide(): void;
  /** Closes again, now for good: the window's close(), or the app's quit() when the app was quitting. */
  closeAgain(quitting: boolean): void;
}

export interface WindowClose {
  /** The window's `close` listener. */
  onClose(event: WindowCloseEvent): CloseOutcome;
  /** The app is going (see `Going`); a quit the person takes back (they chose to stay) is forgotten. */
  going(why: Going): void;
}

/**
 * Main owns the window's closing. A close first asks the window for what is typed and not yet taken and
 * holds the window until it has handed it over (bounded by the hand-over's limit); then the window goes. When
 * something could not be kept the person is asked whether to close anyway, unless the system or an update
 * is ending the app. With "Keep running in the tray" the window is only hidden, unless the app is going.
 */
export function createWindowClose(options: WindowCloseOptions): WindowClose {
  let phase: 'open' | 'handing-over' | 'may-go' = 'open';
  let why: Going | null = null;
  return {
    going(reason) {
      why = reason;
    },
    onClose(event) {
      if (phase === 'may-go') return 'closed';
      // An update's restart closes the windows itself after the window handed over (restartToUpdate): a held close would stop it.
      if (why === 'update') return 'closed';
      event.preventDefault();
      if (why === null && options.keepInTray()) {
        // The page stays: nothing typed can be lost by hiding it.
        options.hide();
        return 'hidden';
      }
      if (phase === 'handing-over') return 'held';
      phase = 'handing-over';
      void options.handOver.ask().then(async (handOver) => {
        const ask = handOver.outcome === 'unkept' && why !== 'session-end';
        if (ask && !(await options.confirmLoss(handOver.unkept))) {
          phase = 'open';
          why = null;
          return;
        }
        phase = 'may-go';
        options.closeAgain(why !== null);
      });
      return 'held';
    },
  };
}

/** The question `confirmLoss` asks, as Electron's dialog.showMessageBox takes it: "Back to the window" is the default and Esc. */
export function closingQuestion(unkept: readonly Unkept[], t: (key: ClosingKey) => string) {
  return {
    type: 'warning' as const,
    title: t('main.closing.title'),
    message: t('main.closing.message'),
    detail: [...unkept.map((kind) => t(`main.closing.${kind}`)), '', t('main.closing.lost')].join('\n'),
    buttons: [t('main.closing.stay'), t('main.closing.close')],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
}

/** The index of `closingQuestion`'s button that closes. */
export const CLOSE_ANYWAY = 1;

type ClosingKey = `main.closing.${'title' | 'message' | Unkept | 'lost' | 'stay' | 'close'}`;
