// Server data cache of the SPA (TanStack Query). Pages read the server through queries; live socket
// events and user actions invalidate those queries instead of reloading by hand.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { getToken, subscribeSession } from './session';

/**
 * SPEC fixes each page's messages for a failed request and the requests a page makes, so queries do
 * not retry on their own and do not refetch on focus or reconnect; a page mount, a socket event, the
 * polling fallback and Try Again are what fetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Provides one client for the app's lifetime (or the one a test hands in). */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createQueryClient());
  // Server data belongs to the signed-in account: logging out (here or in another tab) drops it all.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getToken()) own.clear();
      }),
    [own],
  );
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

/** Query keys, one place, so invalidation and reads agree. */
export const queryKeys = {
  profile: (email: string | null) => ['profile', email ?? ''] as const,
  profileAll: ['profile'] as const,
  adminList: (query: unknown) => ['admin', 'submissions', query] as const,
  adminLists: ['admin', 'submissions'] as const,
  adminStats: ['admin', 'stats'] as const,
  submissionDetail: (id: string) => ['admin', 'submission', id] as const,
  submissionMails: (id: string) => ['admin', 'submission', id, 'mails'] as const,
  reviewInvitation: (token: string) => ['review', token] as const,
};
