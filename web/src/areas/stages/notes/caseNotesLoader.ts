import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import type { CaseNotesListQuery, CaseNotesStage } from './__generated__/CaseNotesListQuery.graphql';

export function parseUserId(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Preloads one case notes list on route entry (spec 2 §2). The route's user goes to the
 * server, which lists the acted-as user's cases instead when an admin acts as someone.
 */
export function caseNotesLoader(stage: CaseNotesStage) {
  return async ({ params }: LoaderFunctionArgs): Promise<PreloadedQuery<CaseNotesListQuery> | null> => {
    const userId = parseUserId(params.userId);
    if (!getToken() || userId === null) return null;
    const { default: query } = await import('./__generated__/CaseNotesListQuery.graphql');
    return loadQuery<CaseNotesListQuery>(getEnvironment(), query, { userId, stage }, { fetchPolicy: 'store-and-network' });
  };
}
