// Shared entry behaviour of the catalogue pages: smooth scroll to the top and skeletons for 800 ms.
import { useDelayedFlag, useScrollToTopOnMount } from '../../components/ui/timing.hooks';

export const CATALOGUE_LOAD_DELAY_MS = 800;

export function useCatalogueLoaded(): boolean {
  useScrollToTopOnMount(true);
  return useDelayedFlag(CATALOGUE_LOAD_DELAY_MS);
}
