import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addDays, formatDay, localDay } from '../../electron/shared/quote/quote-letter';
import { dayIn } from '../../electron/shared/quote/quote-status';
import { HARNESS_OUTLOOK } from '../../test/harness/chromium-app';
import { expect, test, type AppHarness } from '../fixtures';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { specLocales } from '../languages';

/** A priced quote for "Camping Müller", its e-mail and subject typed in the letter's fields. */
async function quoteForMuller(app: AppHarness, email: string): Promise<void> {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
  await page.getByLabel(tr('quote.settings.country')).selectOption('de');
  await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
  await page.getByRole('button', { name: tr('quote.paste.add') }).click();
  await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
  const letter = page.getByRole('group', { name: tr('letter.group') });
  await letter.getByLabel(tr('letter.recipient.name'), { exact: true }).fill('Camping Müller');
  const address = letter.getByLabel(tr('letter.recipient.email'), { exact: true });
  await address.fill(email);
  await address.press('Enter');
  const subject = page.getByLabel(tr('letter.subject.label'), { exact: true });
  await subject.fill('Vorzelt "Europa" & Zubehör');
  await subject.press('Tab');
}

/** The sent quote's status line, valid until 14 days after today (Settings' default), in the regional format. */
const statusLine = (
  { tr }: AppHarness,
  locale: string,
  status: 'sent' | 'accepted',
  // Main gives the quote's date in its own time zone (the harness's process), as the app does in the system's.
  validUntil = addDays(localDay(new Date()), 14),
): string => tr('status.label', { status: tr(`status.${status}`), date: formatDay(validUntil, locale) });

const sendByMail = async (app: AppHarness): Promise<void> => {
  await app.page.getByRole('button', { name: app.tr('mail.button.send'), exact: true }).click();
  await goOnWithoutSender(app);
};

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true, timezoneId: 'Europe/Berlin' });

    test('"Send by e-mail" runs classic Outlook with the customer PDF attached, marks the quote sent, then accepted', async ({ app }) => {
      test.skip(app.mailCalls === null, 'The mail program is a recorded call in the Chromium harness.');
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await quoteForMuller(app, 'nope, not@an address');
      // Refused where it is typed, with its own message; the quote keeps no address.
      await expect(page.getByText(tr('letter.recipient.emailInvalid'))).toBeVisible();
      const address = page.getByLabel(tr('letter.recipient.email'), { exact: true });
      await address.fill('einkauf@camping-mueller.de');
      await address.press('Enter');
      await expect(page.getByText(tr('letter.recipient.emailInvalid'))).toHaveCount(0);

      await sendByMail(app);
      const file = 'A-2026-0001 Camping Müller.pdf';
      await expect(
        page.getByRole('status').filter({ hasText: tr('mail.status.draft', { program: 'outlook', file, noRecipient: 'no' }) }),
      ).toBeVisible({
        timeout: 15_000,
      });
      expect(app.mailCalls).toHaveLength(1);
      const call = app.mailCalls![0]!;
      if (call.kind !== 'exec') throw new Error('Outlook is run, not a file opened.');
      expect(call.file).toBe(HARNESS_OUTLOOK);
      expect(call.waitForExit).toBe(false);
      const [c, note, m, mail, a, pdf] = call.args;
      expect([c, note, m, a]).toEqual(['/c', 'ipm.note', '/m', '/a']);
      expect(mail).not.toMatch(/[ "]/);
      const query = new URLSearchParams(mail!.slice(mail!.indexOf('?') + 1));
      expect(decodeURIComponent(mail!.slice(0, mail!.indexOf('?')))).toBe('einkauf@camping-mueller.de');
      // The document language is the UI language here: "Quote …" / "Angebot …".
      expect(query.get('subject')).toBe(
        tr('mail.subject', { hasSubject: 'yes', number: 'A-2026-0001', subject: 'Vorzelt "Europa" & Zubehör' }),
      );
      expect(query.get('body')).toContain('A-2026-0001');
      // The attached file is the customer PDF, in the app's own folder, named as a saved one is.
      expect(pdf).toBe(join(app.userDataDir, 'mail', file));
      expect(existsSync(pdf!)).toBe(true);
      const text = (await pdfPages(pdf!)).join('\n');
      expect(text).toContain('A-2026-0001');
      expect(text).toContain('Camping Müller');
      expect(text).toContain('900155');
      expect(dirname(pdf!)).not.toBe(dirname(app.pdfPath));

      // Sent from now on: read only, with its status; the customer's answer is a command.
      await expect(page.getByText(statusLine(app, locale, 'sent'))).toBeVisible();
      await expect(page.locator('#quote-choice')).toContainText(tr('status.sent'));
      await app.screenshot(`quote-mail-sent-${locale}`);
      await page.getByRole('button', { name: tr('status.markAccepted') }).click();
      await expect(page.getByText(statusLine(app, locale, 'accepted'))).toBeVisible();
      await expect(page.locator('#quote-choice')).toContainText(tr('status.accepted'));
      await expect(page.getByRole('status').filter({ hasText: tr('status.marked', { status: 'accepted' }) })).toBeVisible();
      await app.screenshot(`quote-mail-accepted-${locale}`);
      // Kept by main, and after a restart.
      const again = await app.restart();
      await again.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(app.page.getByText(statusLine(app, locale, 'accepted'))).toBeVisible();
    });

    test.describe('where no draft with an attachment can be made', () => {
      test.use({ mailFacts: { os: 'darwin', mailtoHandler: 'Thunderbird' } });

      test('says so, shows the PDF in its folder and puts the e-mail on the clipboard', async ({ app }) => {
        test.skip(app.mailCalls === null, 'The mail program is a recorded call in the Chromium harness.');
        test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
        const { page, tr } = app;
        await quoteForMuller(app, 'einkauf@camping-mueller.de');
        await sendByMail(app);
        await expect(
          page.getByRole('status').filter({ hasText: tr('mail.status.fallback', { reason: 'noProgram', detail: '' }) }),
        ).toBeVisible({
          timeout: 15_000,
        });
        expect(app.mailCalls).toEqual([]);
        const pdf = join(app.userDataDir, 'mail', 'A-2026-0001 Camping Müller.pdf');
        expect(await app.openedFolders()).toEqual([pdf]);
        expect((await pdfPages(pdf)).join('\n')).toContain('A-2026-0001');
        const clipboard = await app.readClipboard();
        expect(clipboard).toContain('einkauf@camping-mueller.de');
        expect(clipboard).toContain(
          tr('mail.subject', { hasSubject: 'yes', number: 'A-2026-0001', subject: 'Vorzelt "Europa" & Zubehör' }),
        );
        await expect(page.getByText(statusLine(app, locale, 'sent'))).toBeVisible();
        await app.screenshot(`quote-mail-fallback-${locale}`);
      });
    });

    test.describe('when macOS refuses to let the app control Mail', () => {
      test.use({
        mailFacts: { os: 'darwin', mailtoHandler: 'Mail' },
        mailLaunch: { ok: false, notAuthorized: true, detail: 'execution error: Not authorized to send Apple events to Mail. (-1743)' },
      });

      test('runs osascript with the data as argv, then falls back with the way to allow it', async ({ app }) => {
        test.skip(app.mailCalls === null, 'The mail program is a recorded call in the Chromium harness.');
        test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
        const { page, tr } = app;
        await quoteForMuller(app, 'einkauf@camping-mueller.de');
        await sendByMail(app);
        await expect(
          page.getByRole('status').filter({ hasText: tr('mail.status.fallback', { reason: 'notAuthorized', detail: '' }) }),
        ).toBeVisible({
          timeout: 15_000,
        });
        const call = app.mailCalls![0]!;
        if (call.kind !== 'exec') throw new Error('osascript is run.');
        expect(call.file).toBe('/usr/bin/osascript');
        expect(call.args.slice(call.args.indexOf('--') + 1)).toEqual([
          'einkauf@camping-mueller.de',
          tr('mail.subject', { hasSubject: 'yes', number: 'A-2026-0001', subject: 'Vorzelt "Europa" & Zubehör' }),
          expect.stringContaining('A-2026-0001'),
          join(app.userDataDir, 'mail', 'A-2026-0001 Camping Müller.pdf'),
        ]);
      });
    });
  });
}

/** A sent quote as main keeps it, its last valid day `validUntil`. */
const sentQuote = (id: string, number: string, customer: string, validUntil: string, outcome?: 'accepted') => ({
  id,
  name: `Quote ${customer}`,
  country: 'de',
  factor: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 1, factor: null }],
  letter: {
    recipient: { name: customer, contact: '', address: [], customerNumber: '' },
    validityDays: null,
    terms: null,
    documentLanguage: null,
  },
  issue: {
    number,
    issuedOn: addDays(validUntil, -14),
    sentAt: `${addDays(validUntil, -14)}T09:00:00.000Z`,
    validUntil,
    ...(outcome ? { outcome: { kind: outcome, at: `${addDays(validUntil, -10)}T09:00:00.000Z` } } : {}),
  },
});

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}, with sent quotes expiring`, () => {
    const today = dayIn(new Date(), 'Europe/Berlin');
    const quotes = [
      sentQuote('q1', 'A-2026-0011', 'Camping Müller', addDays(today, 30)),
      sentQuote('q2', 'A-2026-0012', 'Freizeit Schmidt', addDays(today, 2)),
      sentQuote('q3', 'A-2026-0013', 'Caravan Weber', addDays(today, 3), 'accepted'),
      sentQuote('q4', 'A-2026-0014', 'Wohnmobil Kraus', addDays(today, -3)),
    ];
    test.use({ locale, timezoneId: 'Europe/Berlin', quotesFile: JSON.stringify({ version: 1, data: { activeId: 'q1', quotes } }) });

    test('the app opens with a quiet list of them; each opens its quote, and an expired one says so', async ({ app }) => {
      const { page, tr } = app;
      const notice = page.getByRole('region', { name: tr('followUp.heading', { count: 1 }) });
      await expect(notice).toBeVisible();
      // Only the sent quote without an answer within the 7 days: not the later one, the accepted one, nor the expired one.
      await expect(notice.getByRole('button', { name: /A-2026-0012 · Freizeit Schmidt/ })).toBeVisible();
      await expect(notice.getByRole('listitem')).toHaveCount(1);
      await app.screenshot(`quote-follow-up-${locale}`);
      // The notice takes the theme's colours.
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`quote-follow-up-dark-${locale}`);
      await page.emulateMedia({ colorScheme: 'light' });
      await notice.getByRole('button', { name: /A-2026-0012/ }).click();
      const list = page.locator('#quote-choice');
      await expect(list).toHaveValue('q2');
      await expect(page.getByText(statusLine(app, locale, 'sent', addDays(today, 2)))).toBeVisible();
      await expect(list.locator('option[value="q4"]')).toContainText(tr('status.expired'));
      await expect(list.locator('option[value="q3"]')).toContainText(tr('status.accepted'));
      await notice.getByRole('button', { name: tr('app.dismiss') }).click();
      await expect(notice).toHaveCount(0);
    });
  });
}
