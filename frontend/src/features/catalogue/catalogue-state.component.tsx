// The catalogue pages' shared loading rule: skeletons for at least 800 ms (SPEC section 9) and until the
// entries have arrived from the journals service; a failed load says so with Try Again.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SkeletonGrid } from '../../components/ui/skeleton-grid.component';
import { LoadFailed } from '../../components/ui/load-failed.component';

export const CATALOGUE_LOAD_FAILED =
  'This list could not be loaded. Please check your connection and try again.';

interface CatalogueStateProps {
  loaded: boolean;
  query: UseQueryResult<unknown>;
  skeletons: number;
  label: string;
  /** The entries (or the empty state), drawn once they are there. */
  children: ReactNode;
}

export function CatalogueState({ loaded, query, skeletons, label, children }: CatalogueStateProps) {
  if (query.isError)
    return <LoadFailed message={CATALOGUE_LOAD_FAILED} onRetry={query.refetch} className="catalogue-error" />;
  if (!loaded || !query.data) return <SkeletonGrid count={skeletons} label={label} />;
  return <>{children}</>;
}
