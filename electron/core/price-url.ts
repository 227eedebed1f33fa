import type { LookupRequest } from '../shared/lookup-input';

export const CHECK_PRICE_PATH = '/api/extranet/rest/articles/checkPrice/';

/** The checkPrice URL: the article number as one encoded path segment, the rest as query parameters. */
export function buildCheckPriceUrl(baseUrl: string, request: LookupRequest): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${CHECK_PRICE_PATH}${encodeURIComponent(request.artnr)}`);
  url.searchParams.set('sourcelanguage', request.country);
  if (request.factor !== null) url.searchParams.set('factor', request.factor);
  if (request.profile !== null) url.searchParams.set('profile', request.profile);
  return url;
}
