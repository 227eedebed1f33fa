import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { expect, test } from '../fixtures';

const savedQuote = {
  version: 1,
  data: {
    activeId: 'q-mueller',
    quotes: [
      {
        id: 'q-mueller',
        name: 'Camping Müller',
        country: 'de',
        factor: null,
        lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
        updatedAt: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
};

const lookUp = async (app: Parameters<Parameters<typeof test>[2]>[0]['app'], artnr: string) => {
  await app.page.getByLabel('Article number').fill(artnr);
  await app.page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor(artnr);
};

test.describe('while the saved quotes are still being read', () => {
  test.use({ quotesFile: JSON.stringify(savedQuote), holdChannels: [IPC_CHANNELS.loadQuotes], connected: true });

  test('nothing can be added, so the saved quote is not replaced; afterwards the line joins it', async ({ app }) => {
    const { page } = app;
    await lookUp(app, '100234');
    const add = page.getByRole('button', { name: 'Add to quote' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('Reading the saved quotes…')).toBeVisible();
    expect(JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8'))).toEqual(savedQuote);

    app.release(IPC_CHANNELS.loadQuotes);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 × 100234 to Camping Müller without a factor' })).toBeVisible();
    await expect
      .poll(async () =>
        JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')).data.quotes[0].lines.map(
          (line: { artnr: string }) => line.artnr,
        ),
      )
      .toEqual(['900155', '100234']);
  });
});

test.describe('when the saved quotes cannot be read', () => {
  test('says so, allows no edits and leaves the file alone', async ({ app }) => {
    const { page, userDataDir } = app;
    test.skip(app.electron !== null, 'Needs the file in place before the app reads it; the Chromium harness starts main per test.');
    // The fixture has written nothing yet; a folder in the file's place makes reading fail.
    await mkdir(join(userDataDir, 'quotes.json'));
    await page.reload();
    await app.connect();
    await lookUp(app, '100234');
    await expect(page.getByRole('button', { name: 'Add to quote' })).toBeDisabled();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('could not be read');
    await app.screenshot('quotes-unreadable');
    expect((await stat(join(userDataDir, 'quotes.json'))).isDirectory()).toBe(true);
  });
});

test.describe('when a quote cannot be saved', () => {
  test.use({ rejectChannels: [IPC_CHANNELS.changeQuote], connected: true });

  test('the change stays on screen, the failure is shown, and saving can be tried again', async ({ app }) => {
    const { page } = app;
    await lookUp(app, '100234');
    await page.getByRole('button', { name: 'Add to quote' }).click();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    // The quote view has two alert regions, always present: this one, and the pasted lines' one.
    await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toContainText('The quotes could not be saved');
    await expect(page.getByRole('rowheader', { name: '100234' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try saving again' })).toBeVisible();
  });
});

test.describe('with as many quotes as can be kept', () => {
  // The limit main gives, made 200 here (MAX_QUOTES is 5,000): the file as the app wrote it with the old limit.
  const quotes = Array.from({ length: 200 }, (_, n) => ({ ...savedQuote.data.quotes[0]!, id: `q${n}`, name: `Quote ${n + 1}` }));
  test.use({ quotesFile: JSON.stringify({ version: 1, data: { activeId: 'q0', quotes } }), maxQuotes: 200 });

  test('a new quote is refused with its own message, and every later edit is still saved', async ({ app }) => {
    const { page, userDataDir } = app;
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await page.getByRole('button', { name: 'New quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'At most 200 quotes can be kept — delete one first.' })).toBeVisible();
    await page.getByLabel('Quote name').fill('Quote 1 renamed');
    await page.getByLabel('Quote name').press('Enter');
    await expect
      .poll(async () =>
        JSON.parse(await readFile(join(userDataDir, 'quotes.json'), 'utf8')).data.quotes.map((quote: { name: string }) => quote.name),
      )
      .toEqual(['Quote 1 renamed', ...quotes.slice(1).map((quote) => quote.name)]);
    await expect(page.getByText('The quotes could not be saved')).toHaveCount(0);
  });
});

// Saves go one at a time: an undo made while the delete's save is still on its way waits in the window. When the
// window then reloads, that waiting save is sent as it leaves, so the quote brought back is not lost.
test.describe('while a delete is still being saved', () => {
  const twoQuotes = {
    version: 1,
    data: {
      activeId: 'q-berger',
      quotes: [
        savedQuote.data.quotes[0],
        { id: 'q-berger', name: 'Berger Reisemobile', country: 'de', factor: null, lines: [], updatedAt: '2026-11-20T09:30:00.000Z' },
      ],
    },
  };
  test.use({ quotesFile: JSON.stringify(twoQuotes), holdChannels: [IPC_CHANNELS.changeQuote] });

  test('a quote brought back with undo just before a reload is kept', async ({ app }) => {
    const { page } = app;
    const names = page.getByLabel('Quote', { exact: true }).locator('option');
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(names).toHaveText(['Camping Müller (1) · Draft', 'Berger Reisemobile (0) · Draft']);
    await page.getByRole('button', { name: 'Delete quote' }).click();
    await expect(names).toHaveText(['Camping Müller (1) · Draft']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(names).toHaveText(['Camping Müller (1) · Draft', 'Berger Reisemobile (0) · Draft']);
    // The delete's save is held on its way to main; the undo's waits behind it in the window.
    expect(app.ipc?.filter((call) => call.channel === IPC_CHANNELS.changeQuote)).toEqual([]);

    await page.reload();
    app.release(IPC_CHANNELS.changeQuote);
    const kept = async (): Promise<string[]> =>
      (
        JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')) as { data: { quotes: { name: string }[] } }
      ).data.quotes.map((quote) => quote.name);
    // Both saves reach main in the order they were made: the delete, then the undo.
    await expect.poll(() => app.ipc?.filter((call) => call.channel === IPC_CHANNELS.changeQuote).length).toBe(2);
    expect(await kept()).toEqual(['Camping Müller', 'Berger Reisemobile']);
  });
});
