import { periodLoader } from '../../platform/relay/preload';
import { parseUserId } from './notes/caseNotesLoader';
import type { DemandsPageQuery } from './demands/__generated__/DemandsPageQuery.graphql';
import type { UserReviewsPageQuery } from './reviews/__generated__/UserReviewsPageQuery.graphql';

/** spec 2 §2 Demands: the user's demands in the stored range (the paralegals' Team Demands toggle reloads on the page). */
export const demandsLoader = periodLoader<DemandsPageQuery>(() => import('./demands/__generated__/DemandsPageQuery.graphql'), (range, { params }) => ({
  userId: parseUserId(params.userId) ?? 0,
  startDate: range.startDate,
  endDate: range.endDate,
  teamId: null,
}));

/** spec 2 §5 per-user Reviews in the stored range. */
export const userReviewsLoader = periodLoader<UserReviewsPageQuery>(() => import('./reviews/__generated__/UserReviewsPageQuery.graphql'), (range, { params }) => ({
  userId: parseUserId(params.userId) ?? 0,
  startDate: range.startDate,
  endDate: range.endDate,
}));
