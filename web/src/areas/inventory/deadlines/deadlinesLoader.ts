import { PREFERENCE_KEYS, readPreference } from '../../../platform/preferences/storage';
import { inventoryLoader } from '../inventoryLoader';
import { rangeOfHorizon } from './deadlineRange';
import type { DeadlinesPageQuery } from './__generated__/DeadlinesPageQuery.graphql';

/** /dash/{id}/inventory/deadlines: preloads the remembered range (default One Week), the user's own deadlines. */
export const deadlinesLoader = inventoryLoader<DeadlinesPageQuery>(
  () => import('./__generated__/DeadlinesPageQuery.graphql'),
  (userId) => ({ userId, range: rangeOfHorizon(readPreference<number>(PREFERENCE_KEYS.deadlineHorizon, 7)), showAll: false }),
);
