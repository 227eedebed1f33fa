import * as cli from './catalogues/cli';
import * as common from './catalogues/common';
import * as errors from './catalogues/errors';
import * as lastKnown from './catalogues/last-known';
import * as lookup from './catalogues/lookup';
import * as main from './catalogues/main';
import * as phoneLine from './catalogues/phone-line';
import * as quote from './catalogues/quote';
import * as quoteDocument from './catalogues/quote-document';
import * as recall from './catalogues/recall';
import * as recheck from './catalogues/recheck';
import * as signIn from './catalogues/sign-in';
import type { UiLanguage } from './language';

// One catalogue per language, merged from one file per part of the app, so each part keeps its own
// words. German is typed against English: a key missing in German does not compile.
const en = {
  ...common.en,
  ...errors.en,
  ...main.en,
  ...cli.en,
  ...lookup.en,
  ...quote.en,
  ...recall.en,
  ...lastKnown.en,
  ...signIn.en,
  ...quoteDocument.en,
  ...phoneLine.en,
  ...recheck.en,
};

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  ...common.de,
  ...errors.de,
  ...main.de,
  ...cli.de,
  ...lookup.de,
  ...quote.de,
  ...recall.de,
  ...lastKnown.de,
  ...signIn.de,
  ...quoteDocument.de,
  ...phoneLine.de,
  ...recheck.de,
};

export const CATALOGUES: Readonly<Record<UiLanguage, Readonly<Record<MessageKey, string>>>> = { en, de };

/** Values a message takes: numbers are formatted by the message (plurals), text goes in as it is. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message as it crosses IPC or waits to be shown: a catalogue key and its values, worded by whoever shows it. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** A message to be worded later, in the reader's language. */
export function msg(key: MessageKey, values?: MessageValues): Message {
  return values === undefined ? { key } : { key, values };
}
