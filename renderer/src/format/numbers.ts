// The formatters live in electron/shared, so shared text builders (the line for the phone, the quote
// summary) format money exactly as the window does; the renderer keeps importing them from here.
export {
  formatDecimal,
  formatDecimalInput,
  formatFactor,
  formatFactorMarkup,
  formatMoney,
  formatPercent,
  formatSignedPercent,
  isPositive,
} from '@shared/format/numbers';
