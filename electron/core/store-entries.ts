import { z } from 'zod';
import { runSteps } from '../shared/run-steps';

/** What a store file's entries came to: those this version reads, and how many it left out. */
export interface ReadEntries<T> {
  entries: T[];
  skipped: number;
}

/** JSON text as a value; undefined when it is not JSON at all. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Each item the schema accepts, in order; any other is left out alone and counted, so one bad entry costs only itself. */
export function readEach<T>(items: readonly unknown[], entry: z.ZodType<T>): ReadEntries<T> {
  return runSteps(readEachSteps(items, entry));
}

/** `readEach` yielding after each entry: checking 10,000 customers against their schema holds a thread for a tenth of a second. */
function* readEachSteps<T>(items: readonly unknown[], entry: z.ZodType<T>): Generator<void, ReadEntries<T>> {
  const entries: T[] = [];
  for (const item of items) {
    const parsed = entry.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
    yield;
  }
  return { entries, skipped: items.length - entries.length };
}

const entriesFile = z.object({ version: z.literal(1), entries: z.array(z.unknown()) });

/**
 * A store file `{ version: 1, entries: [...] }`: the entries this version reads, each bad one left out
 * alone. Null when the file as a whole is not that (not JSON, another version): only then is it kept aside.
 */
export function readEntriesFile<T>(text: string, entry: z.ZodType<T>): ReadEntries<T> | null {
  return runSteps(readEntriesFileSteps(text, entry));
}

/** `readEntriesFile` in steps, an entry each, for main to run in slices (`runInSlices`). */
export function* readEntriesFileSteps<T>(text: string, entry: z.ZodType<T>): Generator<void, ReadEntries<T> | null> {
  // The whole file's shape, not each entry's: `z.array(z.unknown())` looks at no entry's fields.
  const file = entriesFile.safeParse(parseJson(text));
  return file.success ? yield* readEachSteps(file.data.entries, entry) : null;
}
