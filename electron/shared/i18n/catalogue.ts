// Messages as they travel: a catalogue key and its values. The words themselves are in catalogues/all.ts
// (main and the CLI, both languages) and, per language, loaded by the window when it needs them.
import type { en } from './catalogues/all';

export type MessageKey = keyof typeof en;

/** Values a message takes: numbers are formatted by the message (plurals), text goes in as it is. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message as it crosses IPC or waits to be shown: a catalogue key and its values, worded by whoever shows it. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** A message to be worded later, in the reader's language. */
export function msg(key: MessageKey, values?: MessageValues): Message {
  return values === undefined ? { key } : { key, values };
}
