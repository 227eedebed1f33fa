import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Unkept } from '@shared/typed-hand-over';
import { handOverTyped, handOverWith, trackSave } from './hand-over';

// Forms that save as you go, a main that answers saves in any order (or fails one), and the window's hand-over
// asked at any moment: once the hand-over has answered, every text typed is with main, or it is said why not.

type Step =
  | { kind: 'type'; form: number; field: number; text: string }
  | { kind: 'leave'; form: number; field: number }
  | { kind: 'pause'; form: number }
  /** Main answers the oldest save it has, if any. */
  | { kind: 'answer' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    form: fc.nat(2),
    field: fc.nat(1),
    // A text with "!" is refused where it is typed, as an invalid VAT ID is.
    text: fc.constantFrom('Müller', 'DE123456789', 'eva@firma.de', 'bad!', ''),
  }),
  fc.record({ kind: fc.constant('leave' as const), form: fc.nat(2), field: fc.nat(1) }),
  fc.record({ kind: fc.constant('pause' as const), form: fc.nat(2) }),
  fc.constant({ kind: 'answer' as const }),
);

/**
 * How main answers a save: takes it, fails (a full disk: the form keeps the text and tries again when asked),
 * or refuses it in a way the form answers with another save at once (as a change to a quote sent meanwhile
 * goes into a revision).
 */
type Answer = 'takes' | 'fails' | 'redo';

/** The page's own promise chains run to their end. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

test.prop([
  fc.array(step, { maxLength: 12 }),
  fc.scheduler(),
  fc.array(fc.constantFrom<Answer>('takes', 'takes', 'fails', 'redo'), { maxLength: 16 }),
])(
  'after the hand-over, each field typed is kept by main, or is among what could not be kept after one more try',
  async (steps, s, answers) => {
    const kept = new Map<string, string>();
    let saves = 0;
    let handingOver = false;
    /** The fields whose last save was sent during the hand-over. */
    const triedAtClose = new Set<string>();
    /** Main takes a save when the scheduler says. */
    const mainSaves = (key: string, text: string): Promise<void> => {
      const answer = answers[saves++] ?? 'takes';
      if (handingOver) triedAtClose.add(key);
      else triedAtClose.delete(key);
      return s.schedule(Promise.resolve(), `save ${key}=${text} (${answer})`).then(() => {
        if (answer === 'fails') throw new Error('disk full');
        if (answer === 'redo') throw new Error('redo');
        kept.set(key, text);
      });
    };
    let focused: { form: number; field: number } | null = null;
    const forms = [0, 1, 2].map((form) => {
      const typed = ['', ''];
      const dirty = new Set<number>();
      const failed = new Set<number>();
      let queue: Promise<unknown> = Promise.resolve();
      // As useSaveAsYouGo: saves go one after another; a refused text stays dirty; a failed save is dirty again.
      const commit = (field: number): void => {
        if (!dirty.has(field)) return;
        const text = typed[field]!;
        if (text.includes('!')) return;
        dirty.delete(field);
        failed.delete(field);
        const key = `${form}.${field}`;
        const failedSave = (): void => {
          if (typed[field] === text && !dirty.has(field)) {
            dirty.add(field);
            failed.add(field);
          }
        };
        const save = queue.then(() =>
          mainSaves(key, text).catch((error: Error) => {
            if (error.message !== 'redo') return failedSave();
            // Sent again from the answer: a save the hand-over has to wait for though it began after it.
            void trackSave(mainSaves(key, text)).catch(failedSave);
          }),
        );
        queue = trackSave(save);
      };
      const stop = handOverWith({
        send: () => [...dirty].forEach(commit),
        unkept: () => [...dirty].map((field): Unkept => (failed.has(field) ? 'failed' : 'refused')),
      });
      return { typed, dirty, failed, commit, stop };
    });
    try {
      for (const next of steps) {
        if (next.kind === 'answer') {
          // The saves asked so far reach main, which answers the oldest; the form hears its answer.
          await settled();
          if (s.count() > 0) await s.waitOne();
          await settled();
          continue;
        }
        const form = forms[next.form]!;
        if (next.kind === 'type') {
          if (focused && (focused.form !== next.form || focused.field !== next.field)) forms[focused.form]!.commit(focused.field);
          focused = { form: next.form, field: next.field };
          form.typed[next.field] = next.text;
          form.dirty.add(next.field);
          form.failed.delete(next.field);
        } else if (next.kind === 'leave') {
          form.commit(next.field);
          if (focused?.form === next.form && focused.field === next.field) focused = null;
        } else [0, 1].forEach(form.commit);
      }
      // The window is asked to hand over at once, saves still on their way.
      const leave = (): void => {
        if (focused) forms[focused.form]!.commit(focused.field);
      };
      handingOver = true;
      const unkept = await s.waitFor(handOverTyped(leave));
      for (const [index, form] of forms.entries())
        for (const field of [0, 1]) {
          const key = `${index}.${field}`;
          if (!form.dirty.has(field) && form.typed[field] !== '') expect(kept.get(key)).toBe(form.typed[field]);
          if (form.dirty.has(field)) expect(unkept).toContain(form.failed.has(field) ? 'failed' : 'refused');
          // What failed before is tried once more as the window goes: said lost only when that failed too.
          if (form.failed.has(field)) expect(triedAtClose.has(key)).toBe(true);
        }
      // Nothing main still has to answer: the window may go.
      expect(s.count()).toBe(0);
    } finally {
      forms.forEach((form) => form.stop());
    }
  },
);
