import { PREFERENCE_KEYS, readPreference } from '../../../platform/preferences/storage';
import { inventoryLoader } from '../inventoryLoader';
import type { DeadlineReviewPageQuery } from './__generated__/DeadlineReviewPageQuery.graphql';
import type { FileReviewPageQuery } from './__generated__/FileReviewPageQuery.graphql';

/** /dash/{id}/inventory/file-review, with the hidden stages remembered in the browser. */
export const fileReviewLoader = inventoryLoader<FileReviewPageQuery>(
  () => import('./__generated__/FileReviewPageQuery.graphql'),
  (userId) => ({ userId, hideStages: readPreference<string[] | null>(PREFERENCE_KEYS.hiddenFileReviewStages, null) }),
);

/** /dash/{id}/inventory/deadline-review. */
export const deadlineReviewLoader = inventoryLoader<DeadlineReviewPageQuery>(() => import('./__generated__/DeadlineReviewPageQuery.graphql'), (userId) => ({ userId }));
