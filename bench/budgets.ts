/** The figures `npm run bench -- --check` holds the app to. Ratios are against baselines of the same run. */
export const BUDGETS = {
  /** (2) checkPrice over a raw fetch, median, ms. */
  coreOverheadMs: 1,
  /**
   * (3) Enter to the price in the page over a raw fetch, net of the harness's one-call floor (3a), median, ms: a
   * goal here, not judged. The harness's binding waits for the page's task, which Electron's IPC does not: the
   * harness's task boundary is not the app's, so (3) is measured in the Electron project on the desktop CI.
   */
  uiOverheadMs: 5,
  /**
   * (3r) Enter to the price in the page over a raw fetch, as a ratio to the harness's one-call floor (3a) of the
   * same run: held at 2.2× so a regression still fails (quiet runs read 1.97–2.34× on 2026-11-27); (3) is the goal.
   */
  uiOverFloorRatio: 2.2,
  /** (4) a repeated lookup from the cache, Enter to the price in the page, median, ms; and it must send no request to the service. */
  cachedLookupMs: 5,
  /** (5) all 12 countries at once over one lookup. */
  compareRatio: 1.5,
  /** (6) a 500-line quote over the ideal 500 / concurrency × one lookup. */
  quoteRatio: 1.3,
  /** (6b) the same quote in the page over the harness floor for its calls (6c). */
  quoteInPageRatio: 1.3,
  /** (7) the renderer JavaScript the window loads to start (one language), gzip, bytes. */
  bundleGzipBytes: 120 * 1024,
  /** (8) renderer JS heap after a 500-line quote, bytes. */
  heapBytes: 60 * 1024 * 1024,
  /** (9) `price-lookup --version` over `node -e 0`. */
  cliStartRatio: 1.3,
  /** (10) choosing another UI language to the view re-rendered in it, median, ms, and no request. */
  languageSwitchMs: 10,
  /** (13) the window's cold start: navigation to the lookup form ready for typing, median, ms: a goal, not judged. */
  coldStartMs: 120,
  /**
   * (13r) the cold start over a blank page's start in the same browser, origin and run: quiet runs read
   * 1.74–2.11×; a start past 2.2× fails.
   */
  coldStartRatio: 2.2,
  /** (13r) its goal, shown and not judged: 1.5× (the start's words split per view is the known lever). */
  coldStartRatioGoal: 1.5,
  /** (11) the service refusing connections: Enter to the last-known answer on screen over Enter to the error, median, ms. */
  lastKnownOverheadMs: 16,
  /** (12) PDF of a 100-line quote: main's HTML and Chromium's PDF of it, median, ms: a goal, not judged (its ratio 12r is). */
  quotePdfMs: 800,
  /**
   * (12r) the 100-line quote's PDF over the PDF of the same HTML without its styles (same cells, font size and
   * printer), same run (1.05× measured): what the document's styles, page frame and footers add to Chromium's
   * own cost per table cell. Was 1.7× over 100 plain lines while every PDF opened a fresh context.
   */
  quotePdfRatio: 1.3,
  /**
   * (12c, 12d) PDF and print of a 120-line quote opened again (its stock dated, 7 pages), like the e2e's long
   * quote, median, ms: the e2e's slowest step, given its budget here rather than a generous test timeout; goals,
   * not judged (absolute times differ twofold between machines; 12r is judged).
   */
  longQuotePdfMs: 1_500,
  /** (14) finding a customer by typing over 10,000 customers: one keystroke's search, median, ms (within a frame). */
  customerSearchMs: 8,
  /** (15) finding a quote by typing over 5,000 quotes with 50,000 lines: one keystroke's search, median, ms. */
  quoteSearchMs: 50,
  /** (15b) main's search index of those 5,000 quotes following a change of one quote, median, ms (was a whole new index: 271 ms). */
  quoteIndexFollowMs: 5,
  /** (16) previewing a customer CSV of 100,000 lines (5.8 MB): the longest stretch main's thread is held, median, ms. */
  customerImportBlockedMs: 50,
} as const;
