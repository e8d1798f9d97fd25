import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadOnEntry } from '../../../platform/relay/preload';
import type { GoalSettingsPageQuery } from './__generated__/GoalSettingsPageQuery.graphql';

/** /org/{id}/goal-settings: the query loads with the screen's code (a dynamic import). */
export async function goalSettingsLoader(args: LoaderFunctionArgs) {
  const { default: node } = await import('./__generated__/GoalSettingsPageQuery.graphql');
  return preloadOnEntry<GoalSettingsPageQuery>(node, ({ params }) => ({ orgId: Number(params.orgId) }))(args);
}
