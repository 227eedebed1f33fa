import { useState } from 'react';
import { handOverWith } from './hand-over';

// Kept for as long as the window is open, outside any view, so a view that closes does not take them along;
// each with what main held when it was typed.
const drafts = new Map<string, { text: string; saved: string }>();
// Before the window goes: a draft not yet saved is kept nowhere, so the person is asked.
handOverWith({ send: () => undefined, unkept: () => ([...drafts.values()].some(({ text, saved }) => text !== saved) ? ['unsaved'] : []) });

/**
 * Text typed into a field that is saved by an explicit action (the base URL), kept while the window is open
 * when its view closes and comes back; never for a secret. Answers the text, its setter, and `drop` for
 * once it is saved (the field then shows what main holds).
 */
export function useDraft(key: string, saved: string): { text: string; set: (text: string) => void; drop: (next: string) => void } {
  const [text, setText] = useState(() => drafts.get(key)?.text ?? saved);
  return {
    text,
    set: (next) => {
      drafts.set(key, { text: next, saved });
      setText(next);
    },
    drop: (next) => {
      drafts.delete(key);
      setText(next);
    },
  };
}
