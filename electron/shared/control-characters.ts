// Control characters in what is read from a file, a form or the clipboard: a terminal, a spreadsheet or a
// mail program may act on them (ESC starts a terminal's escape sequence, U+009B is its one-byte form).

// C0 but tab, LF and CR (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F), DEL, and C1 (U+0080–U+009F).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// The same, and a CR that ends no line: what may not reach a terminal.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/g;

/** A field as read: every C0 and C1 control character and DEL taken out; tab and line breaks stay (each field's own rule decides those). */
export function withoutControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** Text for a terminal: each control character but tab and line ends shown as U+FFFD, so none acts on the terminal. */
export function terminalText(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '\uFFFD');
}

/** Every text in a value as read (`withoutControls`), the rest as it is: for a command whose fields are all typed or pasted. */
export function withoutControlsIn<T>(value: T): T {
  if (typeof value === 'string') return withoutControls(value) as T;
  if (Array.isArray(value)) return value.map((each: unknown) => withoutControlsIn(each)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withoutControlsIn(each)])) as T;
  return value;
}
