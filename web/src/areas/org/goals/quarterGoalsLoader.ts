import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadOnEntry } from '../../../platform/relay/preload';
import type { QuarterGoalsPageQuery } from './__generated__/QuarterGoalsPageQuery.graphql';

/** /goals: the query loads with the screen's code (a dynamic import). */
export async function quarterGoalsLoader(args: LoaderFunctionArgs) {
  const { default: node } = await import('./__generated__/QuarterGoalsPageQuery.graphql');
  return preloadOnEntry<QuarterGoalsPageQuery>(node, () => ({}))(args);
}
