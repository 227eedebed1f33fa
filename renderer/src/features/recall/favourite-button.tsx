import { useQuery } from '@tanstack/react-query';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { sameFavourite } from '@shared/recall';
import { failureText } from '../../api/bridge-failure';
import { favouritesQuery, useSetFavourite } from '../../api/recall-queries';
import { useI18n } from '../../i18n/i18n';

/** The star on a result: filled while this article in this country is a favourite; its words say what pressing it does. */
export function FavouriteButton({ bridge, request }: { bridge: PriceLookupBridge; request: LookupRequest }) {
  const words = useI18n();
  const favourites = useQuery(favouritesQuery(bridge));
  const setFavourite = useSetFavourite(bridge);
  const starred = (favourites.data ?? []).some((favourite) => sameFavourite(favourite, request));
  return (
    <>
      <button
        type="button"
        className={starred ? 'favourite-button favourite-starred' : 'favourite-button'}
        disabled={favourites.data === undefined || setFavourite.isPending}
        onClick={() => setFavourite.mutate({ request, starred: !starred })}
      >
        {/* The star itself is drawn by the stylesheet (filled for a favourite): a symbol, not a word. */}
        {words.t(starred ? 'recall.favourite.remove' : 'recall.favourite.add')}
      </button>
      {setFavourite.error ? (
        <span role="alert" className="field-error">
          {failureText(words, setFavourite.error)}
        </span>
      ) : null}
    </>
  );
}
