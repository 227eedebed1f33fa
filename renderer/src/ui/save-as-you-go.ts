import { useEffect, useRef, useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import { handOverWith, trackSave } from './hand-over';

/** What a field holds once it is read, or why what was typed cannot be kept (shown in place, the text stays). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

/** How one field of a section is shown, checked where it is typed, and put into the section's settings. */
export interface FieldRule<S> {
  /** The field's text for the settings main holds. */
  shown(settings: S): string;
  /** The text as typed, checked and put into the settings: the settings to save, or why it cannot be kept. */
  apply(typed: string, settings: S): Checked<S>;
  /** Saved when the field is left (or Enter is pressed), not after a pause: an address that is asked at once. */
  whenLeft?: boolean;
}

export interface SaveAsYouGo<F extends string> {
  /** The field's text as typed. */
  typed(field: F): string;
  /** Why the text as typed cannot be kept: shown beside the field once it was left, and until it is fixed. */
  error(field: F): Message | null;
  /** Main could not keep it (its answer, or no answer at all). */
  failure(field: F): Error | null;
  /** Whether the field was saved last in this section: it says "Saved". */
  saved(field: F): boolean;
  change(field: F, text: string): void;
  /** The field is left (or Enter pressed): saved now, or its refusal shown. */
  leave(field: F): void;
}

/** A pause in typing after which a field is saved. */
const SAVE_PAUSE_MS = 700;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Texts refused when their section went (Settings left, the language switched), by section and field:
 * shown again, with why, when the section comes back, so nothing typed is lost unsaid. Not kept past the window.
 */
const refusedDrafts = new Map<string, Record<string, string>>();
// Before the window goes: a text refused in a section that went is not kept, and the person is asked.
handOverWith({ send: () => undefined, unkept: () => (refusedDrafts.size > 0 ? ['refused'] : []) });

/** The entries but one (the same object when it has none for it, so React draws nothing anew). */
function withOut<F extends string, V>(entries: Partial<Record<F, V>>, field: F): Partial<Record<F, V>> {
  if (entries[field] === undefined) return entries;
  const next = { ...entries };
  delete next[field];
  return next;
}

/**
 * A section of Settings that saves as you go, as a desktop app's settings do: each field is checked where
 * it is typed and saved when it is left or after a pause in typing; a refused text stays as typed with its
 * message, and is not saved. Saves go one after another, each with every field accepted before it, so a
 * later one never undoes an earlier one. What is typed and not yet saved is saved when the section goes
 * (Settings left, the window closed); a text that cannot be kept then comes back with its message when the
 * section does (`section` names it). `save` sends the section's settings to main and answers what main keeps.
 */
export function useSaveAsYouGo<F extends string, S>(
  rules: Readonly<Record<F, FieldRule<S>>>,
  saved: S,
  save: (settings: S) => Promise<S>,
  section: string,
): SaveAsYouGo<F> {
  const fields = Object.keys(rules) as F[];
  const textsOf = (settings: S) => Object.fromEntries(fields.map((field) => [field, rules[field].shown(settings)])) as Record<F, string>;
  // Texts refused when the section last went: back as typed, with why.
  const [drafts] = useState(() => {
    const kept = refusedDrafts.get(section) ?? {};
    refusedDrafts.delete(section);
    return Object.fromEntries(fields.filter((field) => kept[field] !== undefined).map((field) => [field, kept[field]!])) as Partial<
      Record<F, string>
    >;
  });
  const [texts, setTexts] = useState<Record<F, string>>(() => ({ ...textsOf(saved), ...drafts }));
  const [errors, setErrors] = useState<Partial<Record<F, Message>>>(() => {
    const refused: Partial<Record<F, Message>> = {};
    for (const field of Object.keys(drafts) as F[]) {
      const checked = rules[field].apply(drafts[field]!, saved);
      if (!checked.ok) refused[field] = checked.message;
    }
    return refused;
  });
  const [failures, setFailures] = useState<Partial<Record<F, Error>>>({});
  const [lastSaved, setLastSaved] = useState<F | null>(null);
  // What the callbacks (timers, the window's leaving) read: always the latest.
  const live = useRef({ texts, rules, save, saved, mounted: true });
  live.current = { ...live.current, texts, rules, save, saved };
  // The settings as last sent: each save builds on it, so one field's save never undoes another's.
  const base = useRef(saved);
  const dirty = useRef(new Set<F>(Object.keys(drafts) as F[]));
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sending = useRef(0);

  const setText = (field: F, text: string): void => {
    live.current.texts = { ...live.current.texts, [field]: text };
    setTexts((before) => ({ ...before, [field]: text }));
  };
  const setError = (field: F, message: Message | null): void =>
    setErrors((before) => (message === null ? withOut(before, field) : { ...before, [field]: message }));
  const stopTimer = (field: F): void => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
  };

  /** Saves the field's text if it can be kept; `shown`: say why not, and tidy it as it will be kept. */
  const commit = (field: F, shown: boolean): void => {
    stopTimer(field);
    if (!dirty.current.has(field)) return;
    const text = live.current.texts[field];
    const rule = live.current.rules[field];
    const checked = rule.apply(text, base.current);
    if (!checked.ok) {
      if (shown && live.current.mounted) setError(field, checked.message);
      return;
    }
    dirty.current.delete(field);
    if (live.current.mounted) {
      setError(field, null);
      if (shown) setText(field, rule.shown(checked.value));
    }
    if (same(checked.value, base.current)) return;
    const next = checked.value;
    base.current = next;
    sending.current += 1;
    const run = async (): Promise<void> => {
      try {
        await live.current.save(next);
        if (!live.current.mounted) return;
        setLastSaved(field);
        setFailures((before) => withOut(before, field));
      } catch (error) {
        // Main keeps what it had: the next save builds on that, and the text stays for another try.
        base.current = live.current.saved;
        dirty.current.add(field);
        if (!live.current.mounted) return;
        setLastSaved(null);
        setFailures((before) => ({ ...before, [field]: error instanceof Error ? error : new Error(String(error)) }));
      } finally {
        sending.current -= 1;
      }
    };
    queue.current = trackSave(queue.current.then(run));
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // Main's settings changed (another section's answer, IT's policies): a field not being edited shows them.
  useEffect(() => {
    if (sending.current > 0) return;
    base.current = saved;
    setTexts((before) => {
      let next = before;
      for (const field of Object.keys(live.current.rules) as F[]) {
        if (dirty.current.has(field)) continue;
        const rule = live.current.rules[field];
        const typed = rule.apply(before[field], saved);
        // Text that already means what main holds stays as typed (a line break just typed is not taken away).
        if (typed.ok && same(typed.value, saved)) continue;
        next = { ...next, [field]: rule.shown(saved) };
      }
      live.current.texts = next;
      return next;
    });
  }, [saved]);

  // Whatever is typed and not yet saved is saved when the section goes (Settings left), and handed over when
  // main asks before the window goes (closed, the app quitting); a reload (development) saves it as it leaves.
  useEffect(() => {
    const flush = (): void => {
      for (const field of [...dirty.current]) commitRef.current(field, false);
    };
    const stopHandingOver = handOverWith({
      send: flush,
      // Still waiting once every save is answered: refused where it was typed, or main could not keep it.
      unkept: () =>
        [...dirty.current].map((field) =>
          live.current.rules[field].apply(live.current.texts[field], base.current).ok ? 'failed' : 'refused',
        ),
    });
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    const state = live.current;
    const edited = dirty.current;
    state.mounted = true;
    return () => {
      stopHandingOver();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      state.mounted = false;
      flush();
      // What could not be kept stays for the section's return.
      // The latest texts (the ref is meant to have moved on since the effect ran).
      const refused = Object.fromEntries([...edited].map((field) => [field, live.current.texts[field]]));
      if (Object.keys(refused).length > 0) refusedDrafts.set(section, refused);
    };
  }, [section]);

  return {
    typed: (field) => texts[field],
    error: (field) => errors[field] ?? null,
    failure: (field) => failures[field] ?? null,
    saved: (field) => lastSaved === field,
    change: (field, text) => {
      setText(field, text);
      dirty.current.add(field);
      setLastSaved((before) => (before === field ? null : before));
      // A refusal already shown follows the typing: it goes as soon as the text can be kept.
      if (errors[field] !== undefined) {
        const checked = rules[field].apply(text, base.current);
        setError(field, checked.ok ? null : checked.message);
      }
      stopTimer(field);
      if (!rules[field].whenLeft)
        timers.current.set(
          field,
          setTimeout(() => commitRef.current(field, false), SAVE_PAUSE_MS),
        );
    },
    leave: (field) => commit(field, true),
  };
}
