import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import { parseUserId } from '../notes/caseNotesLoader';
import type { BalancesPageQuery } from './__generated__/BalancesPageQuery.graphql';

/** spec 2 §2 Balances, preloaded on route entry (the compiled query loads beside the page). */
export async function balancesLoader({ params }: LoaderFunctionArgs): Promise<PreloadedQuery<BalancesPageQuery> | null> {
  const userId = parseUserId(params.userId);
  if (!getToken() || userId === null) return null;
  const { default: query } = await import('./__generated__/BalancesPageQuery.graphql');
  return loadQuery<BalancesPageQuery>(getEnvironment(), query, { userId }, { fetchPolicy: 'store-and-network' });
}
