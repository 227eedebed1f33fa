import { BRIDGE_NAME } from '@shared/ipc-bridge';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { allWordsLoaded, hasWordsFor, loadAllWords } from '../i18n/catalogues';
import { withWordsOfAnswers } from './words-of-answers';

declare global {
  interface Window {
    [BRIDGE_NAME]?: PriceLookupBridge;
  }
}

/** The preload's bridge to main, its answers held until their words are loaded; null when the page runs outside Price Lookup. */
export function getBridge(): PriceLookupBridge | null {
  const bridge = window[BRIDGE_NAME];
  return bridge ? withWordsOfAnswers(bridge, { allLoaded: allWordsLoaded, has: hasWordsFor, loadAll: loadAllWords }) : null;
}
