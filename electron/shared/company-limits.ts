// A leaf (it imports nothing): the company's schema (settings-patch.ts) checks these bounds, Settings shows them.

/** Bounds of the company block: a name, a few address lines, and one line for each legal detail. */
export const COMPANY_LIMITS = {
  nameLength: 200,
  addressLines: 8,
  lineLength: 200,
  registerCourtLength: 100,
  registerNumberLength: 40,
  managingDirectorsLength: 200,
  vatIdLength: 20,
} as const;
