/**
 * The tag of the tests that close or restart the window right after typing: `npm test` runs them again
 * (the `repeated` project, playwright.config.ts), so a save that depends on timing shows as a failure early, not one run in ten.
 */
export const CLOSES_WINDOW = { tag: '@closes-window' };
