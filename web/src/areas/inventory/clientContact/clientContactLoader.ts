import { PREFERENCE_KEYS, readPreference } from '../../../platform/preferences/storage';
import { inventoryLoader } from '../inventoryLoader';
import type { ClientContactPageQuery } from './__generated__/ClientContactPageQuery.graphql';

/** /dash/{id}/inventory/client-contact: preloads with the hidden stages remembered in the browser. */
export const clientContactLoader = inventoryLoader<ClientContactPageQuery>(
  () => import('./__generated__/ClientContactPageQuery.graphql'),
  (userId) => ({ userId, attorneyOnly: false, hideStages: readPreference<string[] | null>(PREFERENCE_KEYS.hiddenClientContactStages, null) }),
);
