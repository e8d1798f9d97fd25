import { inventoryLoader } from '../inventoryLoader';
import type { WatchedCasesPageQuery } from './__generated__/WatchedCasesPageQuery.graphql';

/** /dash/{id}/inventory/watched-cases: the signed-in admin's watch list (no variables). */
export const watchedCasesLoader = inventoryLoader<WatchedCasesPageQuery>(() => import('./__generated__/WatchedCasesPageQuery.graphql'), () => ({}));
