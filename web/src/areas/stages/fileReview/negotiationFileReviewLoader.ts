import { inventoryLoader } from '../../inventory/inventoryLoader';
import type { NegotiationFileReviewPageQuery } from './__generated__/NegotiationFileReviewPageQuery.graphql';

/** /dash/{id}/negotiation/file-review, preloaded on entry. */
export const negotiationFileReviewLoader = inventoryLoader<NegotiationFileReviewPageQuery>(() => import('./__generated__/NegotiationFileReviewPageQuery.graphql'), (userId) => ({ userId }));
