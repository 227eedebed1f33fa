import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import type { SavedQuotes } from '../../../../electron/shared/quote/saved-quote';
import { unwrap } from '../../api/lookup-failure';

interface QuotesApi {
  saved: SavedQuotes;
  /** A problem loading or saving, for the user to see. */
  problem: string | null;
  /** Changes the quotes and saves them at once, so they survive a restart or a crash. */
  change: (next: (saved: SavedQuotes) => SavedQuotes) => void;
}

const QuotesContext = createContext<QuotesApi | null>(null);
const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Holds the quotes for every view; main keeps them on disk. */
export function QuotesProvider({ bridge, children }: { bridge: PriceLookupBridge; children: ReactNode }) {
  const loaded = useQuery({
    queryKey: ['quotes'],
    queryFn: async () => unwrap(await bridge.loadQuotes()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const client = useQueryClient();
  const [local, setLocal] = useState<SavedQuotes | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  // The newest quotes, also between a change and the render it causes, so quick changes build on each other.
  const latest = useRef<SavedQuotes | null>(null);
  const saved = useMemo<SavedQuotes>(
    () => local ?? (loaded.data ? { quotes: loaded.data.quotes, activeId: loaded.data.activeId } : EMPTY),
    [local, loaded.data],
  );

  const change = useCallback(
    (next: (current: SavedQuotes) => SavedQuotes) => {
      const fromDisk = client.getQueryData<SavedQuotes>(['quotes']);
      const current = latest.current ?? (fromDisk ? { quotes: fromDisk.quotes, activeId: fromDisk.activeId } : EMPTY);
      const updated = next(current);
      latest.current = updated;
      setLocal(updated);
      void bridge.saveQuotes(updated).then((result) => setSaveProblem(result.ok ? null : result.error.message));
    },
    [bridge, client],
  );

  const problem = saveProblem ?? (loaded.error ? loaded.error.message : (loaded.data?.notice ?? null));
  const api = useMemo(() => ({ saved, problem, change }), [saved, problem, change]);
  return <QuotesContext.Provider value={api}>{children}</QuotesContext.Provider>;
}

/** The quotes and how to change them. */
export function useQuotes(): QuotesApi {
  const api = useContext(QuotesContext);
  if (!api) throw new Error('useQuotes needs a QuotesProvider');
  return api;
}
