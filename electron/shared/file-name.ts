/** Letters and digits of any script, and the marks a file name may carry on Windows and macOS alike. */
const ALLOWED = /[^\p{L}\p{N} .()_,&+'-]/gu;
// Names Windows keeps for devices, whatever the extension ("CON.pdf" cannot be saved).
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Characters before the extension, well inside every file system's limit. */
export const FILE_NAME_MAX = 96;

/**
 * A file name to suggest in a save dialog, safe on Windows and macOS: "Camping Müller.pdf" stays as it
 * is; characters a file system refuses become "_", a Windows device name gets a "_" in front, trailing
 * dots and spaces go, and an empty name becomes `fallback`.
 */
export function suggestedFileName(name: string, extension: 'pdf' | 'csv', fallback: string): string {
  const cleaned = (base: string): string =>
    [...base.normalize('NFC').replace(ALLOWED, '_').replace(/\s+/g, ' ').trim()]
      .slice(0, FILE_NAME_MAX)
      .join('')
      .replace(/[ .]+$/, '');
  const base = cleaned(name) || cleaned(fallback) || 'Quote';
  const safe = RESERVED.test(base.split('.')[0] ?? '') ? `_${base}` : base;
  return `${safe}.${extension}`;
}

/** Whether a name is one `suggestedFileName` could have made, for main to check what the window sends. */
export function isSuggestedFileName(name: string, extension: 'pdf' | 'csv'): boolean {
  const suffix = `.${extension}`;
  if (!name.endsWith(suffix)) return false;
  const base = name.slice(0, -suffix.length);
  return (
    base !== '' &&
    [...base].length <= FILE_NAME_MAX + 1 &&
    !new RegExp(ALLOWED.source, 'u').test(base) &&
    !RESERVED.test(base.split('.')[0] ?? '') &&
    !/[ .]$/.test(base)
  );
}
