import { inventoryLoader } from '../inventoryLoader';
import type { AllCasesPageQuery } from './__generated__/AllCasesPageQuery.graphql';

/** /dash/{id}/inventory: preloads All Cases with Exclude Ref on (spec 2 §2 default). */
export const allCasesLoader = inventoryLoader<AllCasesPageQuery>(
  () => import('./__generated__/AllCasesPageQuery.graphql'),
  (userId) => ({ userId, excludeReferred: true }),
);
