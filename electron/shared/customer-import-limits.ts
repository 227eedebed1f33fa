// A leaf (no imports), so the IPC contract can bound a request without loading the import's code.

/** At most this many lines not taken, changes and questions an import preview lists; the rest are counted. */
export const IMPORT_QUESTIONS_SHOWN = 100;
