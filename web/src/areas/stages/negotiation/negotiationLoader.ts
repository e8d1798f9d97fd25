import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import { parseUserId } from '../notes/caseNotesLoader';
import type { NegotiationPageQuery } from './__generated__/NegotiationPageQuery.graphql';

/** spec 2 §2 Negotiation list, preloaded on route entry (the compiled query loads beside the page). */
export async function negotiationLoader({ params }: LoaderFunctionArgs): Promise<PreloadedQuery<NegotiationPageQuery> | null> {
  const userId = parseUserId(params.userId);
  if (!getToken() || userId === null) return null;
  const { default: query } = await import('./__generated__/NegotiationPageQuery.graphql');
  return loadQuery<NegotiationPageQuery>(getEnvironment(), query, { userId }, { fetchPolicy: 'store-and-network' });
}
