import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { getEnvironment } from '../../../platform/relay/environment';
import { getToken } from '../../../platform/preferences/session';
import type { MedicalTasksPageQuery } from './__generated__/MedicalTasksPageQuery.graphql';

/** spec 2 §2 Medical requests: Tasks, preloaded on route entry (the compiled query loads beside the page). */
export async function medicalTasksLoader(): Promise<PreloadedQuery<MedicalTasksPageQuery> | null> {
  if (!getToken()) return null;
  const { default: query } = await import('./__generated__/MedicalTasksPageQuery.graphql');
  return loadQuery<MedicalTasksPageQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-and-network' });
}
