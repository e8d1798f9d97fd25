import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import { parseUserId } from '../notes/caseNotesLoader';
import type { DemandReviewPageQuery } from './__generated__/DemandReviewPageQuery.graphql';

/** spec 2 §2 Demand Review, preloaded on route entry (the compiled query loads beside the page). */
export async function demandReviewLoader({ params }: LoaderFunctionArgs): Promise<PreloadedQuery<DemandReviewPageQuery> | null> {
  const userId = parseUserId(params.userId);
  if (!getToken() || userId === null) return null;
  const { default: query } = await import('./__generated__/DemandReviewPageQuery.graphql');
  return loadQuery<DemandReviewPageQuery>(getEnvironment(), query, { userId }, { fetchPolicy: 'store-and-network' });
}
