import { useCallback, useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { handOverWith } from './hand-over';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface StoredField<E extends FieldElement> {
  ref: (element: E | null) => void;
  focus: () => void;
  defaultValue: string;
  /** The text the field applied, told at the moment it is applied (not a refused one). */
  applied: (typed: string) => void;
  /** Shows the stored value now: what was applied is kept, typed another way ("+25 %" kept as 1,25). */
  show: () => void;
}

/**
 * An uncontrolled field that shows its stored value. A new stored value (tidied, changed elsewhere, or
 * the field's own change coming back) is shown only while the field still holds what it last showed or
 * applied: what the person has typed since is never replaced, however late the stored value arrives.
 */
// The stored fields that hold a text refused when it was applied (and not applied since): before the window goes
// the person is asked, as that text is kept nowhere.
const refusedFields = new Set<object>();
handOverWith({ send: () => undefined, unkept: () => (refusedFields.size > 0 ? ['refused'] : []) });

/** Marks the field's text refused or applied, for the hand-over before the window goes; a field that goes takes its mark along. */
function useRefusedMark(): (refused: boolean) => void {
  const [field] = useState(() => ({}));
  useEffect(() => () => void refusedFields.delete(field), [field]);
  return useCallback((refused) => void (refused ? refusedFields.add(field) : refusedFields.delete(field)), [field]);
}

// Each stored field on the page, with whether it holds a draft (typed, not applied yet).
const draftOf = new WeakMap<Element, () => boolean>();

/**
 * How the window undoes with Ctrl+Z (⌘Z): inside a field's draft the field's own undo of what is typed ('field'),
 * anywhere else main's undo of the quote's last change ('quote').
 */
export function undoTarget(focused: Element | null): 'field' | 'quote' {
  if (focused === null) return 'quote';
  const draft = draftOf.get(focused);
  if (draft !== undefined) return draft() ? 'field' : 'quote';
  // Another text field (the paste box, the search): its own undo.
  return focused instanceof HTMLTextAreaElement || (focused instanceof HTMLInputElement && focused.type !== 'checkbox') ? 'field' : 'quote';
}

export function useStoredField<E extends FieldElement>(stored: string): StoredField<E> {
  const element = useRef<E | null>(null);
  // What the field held when it last showed the stored value or applied what was typed.
  const settled = useRef(stored);
  const latest = useRef(stored);
  useLayoutEffect(() => {
    latest.current = stored;
    const field = element.current;
    // Typed in since: that stays, and the field is no longer settled until it applies.
    if (field !== null && field.value === settled.current) field.value = stored;
    settled.current = stored;
  }, [stored]);
  const ref = useCallback((field: E | null) => {
    element.current = field;
    if (field !== null) draftOf.set(field, () => field.value !== settled.current);
  }, []);
  const applied = useCallback((typed: string) => {
    settled.current = typed;
  }, []);
  const show = useCallback(() => {
    const field = element.current;
    if (field !== null) field.value = latest.current;
    settled.current = latest.current;
  }, []);
  const focus = useCallback(() => element.current?.focus(), []);
  return { ref, focus, defaultValue: stored, applied, show };
}

/**
 * The key of a record's stored fields: it changes when another record is shown, so what was typed for one
 * never stays for the next; not when the first one appears, which typing in the fields makes.
 */
export function useRecordKey(id: string | null): number {
  const [slot, setSlot] = useState({ id, generation: 0 });
  if (slot.id !== id) setSlot({ id, generation: slot.id === null ? slot.generation : slot.generation + 1 });
  return slot.generation;
}

interface Applies {
  stored: string;
  /** Applies what is typed; false when it is refused (it then stays as typed). */
  onApply: (typed: string) => boolean;
}

/** A one-line stored field: applied when left and on Enter, the cursor staying in it. */
export function StoredInput({
  stored,
  onApply,
  ...rest
}: Applies & Omit<InputHTMLAttributes<HTMLInputElement>, 'defaultValue' | 'value' | 'onBlur' | 'onKeyDown'>) {
  const { ref, applied } = useStoredField<HTMLInputElement>(stored);
  const mark = useRefusedMark();
  const apply = (typed: string): void => {
    const taken = onApply(typed);
    mark(!taken);
    if (taken) applied(typed);
  };
  return (
    <input
      {...rest}
      ref={ref}
      defaultValue={stored}
      onBlur={(event) => apply(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply(event.currentTarget.value);
      }}
    />
  );
}

/** A stored text of several lines: applied when left (Enter starts a new line). */
export function StoredTextarea({
  stored,
  onApply,
  ...rest
}: Applies & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'defaultValue' | 'value' | 'onBlur'>) {
  const { ref, applied } = useStoredField<HTMLTextAreaElement>(stored);
  const mark = useRefusedMark();
  return (
    <textarea
      {...rest}
      ref={ref}
      defaultValue={stored}
      onBlur={(event) => {
        const taken = onApply(event.target.value);
        mark(!taken);
        if (taken) applied(event.target.value);
      }}
    />
  );
}
