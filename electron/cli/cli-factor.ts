import { formatDecimal, formatDecimalInput, formatFactor, formatSignedPercent } from '../shared/format/numbers';
import { msg, type Message } from '../shared/i18n/catalogue';
import { parseFactor } from '../shared/lookup-input';
import { factorQuestion, USUAL_FACTOR, type FactorReading } from '../shared/usual-factor';
import type { CliLocale } from './cli-locale';

/** The option that takes a factor outside the usual range as given: a script cannot be asked. */
const UNUSUAL_FACTOR_OPTION = '--unusual-factor';

/**
 * Refuses a `--factor` outside the usual range unless `--unusual-factor` insists, as the window asks
 * before using one: the same question (factorQuestion), its readings named in the message with the
 * options that give them (`25` → "+25 % (factor 1,25) or 2,5? Give --factor "25 %" or --factor 2,5 …").
 * Null when the factor is usual, absent, insisted on, or not a factor at all (parseFactor says why then).
 */
export function unusualFactorRefusal(typed: string | undefined, insist: boolean, locale: CliLocale): Message | null {
  if (typed === undefined || insist) return null;
  const parsed = parseFactor(typed);
  if (!parsed.ok || parsed.value === null) return null;
  const question = factorQuestion(parsed.value, parsed.percent);
  if (question === null) return null;
  const { regional, words } = locale;
  const values = {
    factor: parsed.percent ? formatFactor(question.factor, regional) : formatDecimal(question.factor, regional),
    min: formatDecimal(USUAL_FACTOR.min, regional),
    max: formatDecimal(USUAL_FACTOR.max, regional),
    insist: `${optionWith(typed.trim())} ${UNUSUAL_FACTOR_OPTION}`,
  };
  if (question.readings.length === 0) return msg('cli.factor.unusual', values);
  const or = new Intl.ListFormat(words.language, { type: 'disjunction' });
  const said = (reading: FactorReading): string =>
    reading.kind === 'percent'
      ? words.t('lookup.factorCheck.usePercent', {
          percent: formatSignedPercent(reading.percent, regional),
          factor: formatDecimal(reading.factor, regional),
        })
      : formatDecimal(reading.factor, regional);
  const option = (reading: FactorReading): string =>
    reading.kind === 'percent'
      ? words.t('cli.factor.percentOption', { percent: formatDecimalInput(reading.percent, regional) })
      : optionWith(formatDecimalInput(reading.factor, regional));
  return msg('cli.factor.meant', {
    ...values,
    readings: or.format(question.readings.map(said)),
    options: or.format(question.readings.map(option)),
  });
}

/** `--factor` with a value as a shell takes it back: quoted when it has a space, joined with "=" when it starts with a minus. */
function optionWith(value: string): string {
  const quoted = /\s/u.test(value) ? `"${value}"` : value;
  return /^[-\u2212]/u.test(value) ? `--factor=${quoted}` : `--factor ${quoted}`;
}
