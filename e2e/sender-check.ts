import type { AppHarness } from './fixtures';

/**
 * Answers the question a customer PDF or print asks when the company is not set in full (Settings):
 * "Go on without them". For specs whose subject is not the sender; sender-check.spec.ts tests the question.
 */
export async function goOnWithoutSender({ page, tr }: Pick<AppHarness, 'page' | 'tr'>): Promise<void> {
  await page
    .getByRole('alertdialog', { name: tr('company.senderCheck.title') })
    .getByRole('button', { name: tr('company.senderCheck.goOn') })
    .click();
}
