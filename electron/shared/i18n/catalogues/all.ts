import * as appearance from './appearance';
import * as cli from './cli';
import * as common from './common';
import * as company from './company';
import * as customerPick from './customer-pick';
import * as customers from './customers';
import * as delivery from './delivery';
import * as errors from './errors';
import * as lastKnown from './last-known';
import * as lookup from './lookup';
import * as mail from './mail';
import * as main from './main';
import * as phoneLine from './phone-line';
import * as policies from './policies';
import * as quote from './quote';
import * as quoteDocument from './quote-document';
import * as quoteLetter from './quote-letter';
import * as recall from './recall';
import * as recheck from './recheck';
import * as settings from './settings';
import * as signIn from './sign-in';
import * as updates from './updates';
import type { UiLanguage } from '../language';

// One catalogue per language, merged from one file per part of the app, so each part keeps its own
// words. German is typed against English: a key missing in German does not compile.
export const en = {
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
  ...quoteLetter.en,
  ...company.en,
  ...customers.en,
  ...customerPick.en,
  ...phoneLine.en,
  ...delivery.en,
  ...policies.en,
  ...recheck.en,
  ...settings.en,
  ...appearance.en,
  ...updates.en,
  ...mail.en,
};

const de: Record<keyof typeof en, string> = {
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
  ...quoteLetter.de,
  ...company.de,
  ...customers.de,
  ...customerPick.de,
  ...phoneLine.de,
  ...delivery.de,
  ...policies.de,
  ...recheck.de,
  ...settings.de,
  ...appearance.de,
  ...updates.de,
  ...mail.de,
};

export const CATALOGUES: Readonly<Record<UiLanguage, Readonly<Record<keyof typeof en, string>>>> = { en, de };
