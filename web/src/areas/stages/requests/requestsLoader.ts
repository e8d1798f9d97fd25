import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import { parseUserId } from '../notes/caseNotesLoader';
import type { RequestsPageQuery } from './__generated__/RequestsPageQuery.graphql';

/** spec 2 §2 Requests, preloaded on route entry (the compiled query loads beside the page). */
export async function requestsLoader({ params }: LoaderFunctionArgs): Promise<PreloadedQuery<RequestsPageQuery> | null> {
  const userId = parseUserId(params.userId);
  if (!getToken() || userId === null) return null;
  const { default: query } = await import('./__generated__/RequestsPageQuery.graphql');
  return loadQuery<RequestsPageQuery>(getEnvironment(), query, { userId }, { fetchPolicy: 'store-and-network' });
}
