import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCustomerStore } from '../electron/core/customer-store';
import { createCustomerHandlers } from '../electron/main-logic/customer-handlers';
import { summarize } from './stats';

const TOWNS = ['Biberach', 'München', 'Überlingen', 'Köln', 'Graz', 'Zürich', 'Aarhus', 'Göteborg', 'Lyon', 'Utrecht'];

/** An ERP's customer list of `rows` lines as German Excel saves it (semicolons, Windows-1252's letters), about 58 bytes a line. */
function erpFile(rows: number): Uint8Array {
  const lines = ['Kundennr.;Firma;Straße;PLZ;Ort;Land;Telefon'];
  for (let index = 0; index < rows; index += 1) {
    const town = TOWNS[index % TOWNS.length] ?? '';
    lines.push(`K-${100_000 + index};Camping ${index};Hauptstraße ${index % 300};${10_000 + (index % 89_999)};${town};DE;07351 ${index}`);
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

/** How long `work` kept the event loop from a turn at most (a turn asked for after each one), and how long it took. */
async function blocked(work: () => Promise<unknown>): Promise<{ longest: number; total: number }> {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const turn = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const start = performance.now();
  await work();
  running = false;
  const end = performance.now();
  return { longest: Math.max(longest, end - last), total: end - start };
}

/**
 * (16) importing a customer CSV of `rows` lines (past the 10,000 the list keeps): choosing the file to its
 * preview answered, as main's handler does it (reading the file, decoding, every line read and matched,
 * the summary made), with the event loop probed; the longest stretch main's thread was held, and the whole.
 */
export async function measureCustomerImport({ iterations, rows }: { iterations: number; rows: number }) {
  const dir = await mkdtemp(join(tmpdir(), 'price-lookup-bench-import-'));
  try {
    const file = join(dir, 'kunden.csv');
    const bytes = erpFile(rows);
    await writeFile(file, bytes);
    const handlers = createCustomerHandlers({
      customers: createCustomerStore(dir),
      chooseCustomerFile: async () => file,
      chooseSavePath: async () => null,
      uiLanguage: () => 'de',
    });
    const longest: number[] = [];
    const totals: number[] = [];
    let answerBytes = 0;
    for (let run = 0; run < iterations; run += 1) {
      const measured = await blocked(async () => {
        const answer = await handlers.chooseCustomerImport(undefined);
        if (!answer.ok || answer.value.preview === null) throw new Error('the import preview failed');
        answerBytes = JSON.stringify(answer.value.preview).length;
      });
      longest.push(measured.longest);
      totals.push(measured.total);
    }
    return { rows, fileBytes: bytes.length, answerBytes, blocked: summarize(longest), total: summarize(totals) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
