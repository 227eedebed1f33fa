import { z } from 'zod';

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
  const entries: T[] = [];
  for (const item of items) {
    const parsed = entry.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  return { entries, skipped: items.length - entries.length };
}

const entriesFile = z.object({ version: z.literal(1), entries: z.array(z.unknown()) });

/**
 * A store file `{ version: 1, entries: [...] }`: the entries this version reads, each bad one left out
 * alone. Null when the file as a whole is not that (not JSON, another version): only then is it kept aside.
 */
export function readEntriesFile<T>(text: string, entry: z.ZodType<T>): ReadEntries<T> | null {
  const file = entriesFile.safeParse(parseJson(text));
  return file.success ? readEach(file.data.entries, entry) : null;
}
