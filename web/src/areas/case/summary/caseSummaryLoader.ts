import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import type { CaseSummaryPageQuery } from './__generated__/CaseSummaryPageQuery.graphql';
import type { CaseHistoryPanelQuery } from '../history/__generated__/CaseHistoryPanelQuery.graphql';

/** `/case/{caseId}?tab=history&asOf=<ISO instant>`: the tab and the replay instant are in the URL, so an audit view can be shared. */
export const TAB_PARAM = 'tab';
export const AS_OF_PARAM = 'asOf';

export function parseCaseId(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export interface CaseSummaryLoaded {
  summary: PreloadedQuery<CaseSummaryPageQuery>;
  history: PreloadedQuery<CaseHistoryPanelQuery> | null;
}

/**
 * Preloads the case on route entry, and its history when the link opens the History tab.
 * The compiled queries are imported here, not the screens: they load beside the page's code.
 */
export async function caseSummaryLoader({ params, request }: LoaderFunctionArgs): Promise<CaseSummaryLoaded | null> {
  const caseId = parseCaseId(params.caseId);
  if (!getToken() || caseId === null) return null;
  const environment = getEnvironment();
  const tab = new URL(request.url).searchParams.get(TAB_PARAM);
  const [{ default: caseSummaryPageQuery }, { default: caseHistoryPanelQuery }] = await Promise.all([
    import('./__generated__/CaseSummaryPageQuery.graphql'),
    import('../history/__generated__/CaseHistoryPanelQuery.graphql'),
  ]);
  return {
    summary: loadQuery<CaseSummaryPageQuery>(environment, caseSummaryPageQuery, { caseId }, { fetchPolicy: 'store-and-network' }),
    history: tab === 'history' ? loadQuery<CaseHistoryPanelQuery>(environment, caseHistoryPanelQuery, { caseId }, { fetchPolicy: 'store-and-network' }) : null,
  };
}

/** Switching tabs or the "as of" instant only changes the search: nothing to reload. */
export function caseSummaryShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
