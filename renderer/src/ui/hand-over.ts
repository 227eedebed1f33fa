import { unkeptOnce, type Unkept } from '@shared/typed-hand-over';
import { leaveField } from './leave-field';

/** A form that saves as you go, asked before the window goes (main's `onHandOverTyped`). */
export interface HandOverForm {
  /** Sends what is typed and not yet sent (a text waiting for its pause); its save is `trackSave`d. */
  send(): void;
  /** Once every save is answered: what could not be kept. */
  unkept(): readonly Unkept[];
}

const forms = new Set<HandOverForm>();
const saving = new Set<Promise<unknown>>();

/** Registers a form until the returned function is called (its view goes). */
export function handOverWith(form: HandOverForm): () => void {
  forms.add(form);
  return () => void forms.delete(form);
}

/** A save on its way to main: the window hands over only once it is answered, whichever view made it. */
export function trackSave<T>(save: Promise<T>): Promise<T> {
  saving.add(save);
  const done = (): void => void saving.delete(save);
  save.then(done, done);
  return save;
}

/** Lets the page's own work run first: React draws and runs its effects for the blur before the forms are asked. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Hands over to main what is typed and not yet taken, as main asks before the window goes: the field being
 * typed in is left (it applies what it holds, as Tab does), every form sends what waits, and this resolves
 * once main has answered every save, with what could not be kept. A save one answer makes (a refused save
 * put back and sent again) is waited for too.
 */
export async function handOverTyped(leave: () => void = leaveField): Promise<Unkept[]> {
  leave();
  await nextTask();
  for (const form of forms) form.send();
  while (saving.size > 0) {
    await Promise.allSettled([...saving]);
    await nextTask();
  }
  return unkeptOnce([...forms].flatMap((form) => [...form.unkept()]));
}
