/**
 * The data layer's reads: `useLoad` runs one of the app's calls (./api.ts) for a view, with
 * loading, error, refresh and cancellation when the view unmounts or asks for something else, over
 * TanStack Query (which brings the race handling, de-duplication and abort signals a hand-written
 * "load in useEffect with a live flag" lacks). Views never call the SDK; they name what they read.
 *
 * Defaults keep what the console did before: no retries (the SDK already shows an HTTP failure
 * once), no refetch on focus or reconnect, and nothing kept once no view shows it (a page opened
 * again reads afresh). A call may opt into a longer life with `keepFor`.
 */
import type { ApiError, Outcome } from "@qt/sdk";
import { keepPreviousData, QueryClient, useQuery, type QueryKey } from "@tanstack/react-query";
import type { Api } from "./api";
import { useServices } from "../app/ServicesContext";

export function createQueryCache(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 0, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/** A failed call: the SDK's error (HTTP, network, timeout, business). */
export class LoadError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

export interface Loaded<T> {
  /** The last result (kept while a refresh or a new key loads when `keepPrevious` is set). */
  data: T | undefined;
  /** The failure of the last call, or null. */
  error: ApiError | null;
  /** No result yet and a call under way. */
  loading: boolean;
  /** A call under way (first load or refresh). */
  fetching: boolean;
  /** Calls again (the result stays shown meanwhile). */
  refresh: () => void;
}

export interface LoadOptions {
  /** False: not now (e.g. no id chosen yet). */
  enabled?: boolean;
  /** Keeps showing the last result while the key changes (a search, another page). */
  keepPrevious?: boolean;
  /** How long (ms) a result is kept once no view shows it (default 0: a remount reads afresh). */
  keepFor?: number;
}

/**
 * Reads `load(api, signal)` under `key` (what the read depends on: include every argument). The
 * signal aborts the request when the view unmounts or the key changes.
 */
export function useLoad<T>(key: QueryKey, load: (api: Api, signal: AbortSignal) => Promise<Outcome<T>>, options: LoadOptions = {}): Loaded<T> {
  const { api } = useServices();
  const query = useQuery<T, LoadError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const outcome = await load(api, signal);
      if (!outcome.ok) throw new LoadError(outcome.error);
      // TanStack Query refuses undefined as a result: an empty answer is null
      return (outcome.result ?? null) as T;
    },
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.keepFor === undefined ? {} : { gcTime: options.keepFor }),
  });
  return {
    data: query.data,
    error: query.error?.error ?? null,
    loading: query.isPending && query.fetchStatus !== "idle",
    fetching: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
