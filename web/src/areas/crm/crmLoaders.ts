import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadOnEntry } from '../../platform/relay/preload';
import type { ContactsPageQuery } from './contacts/__generated__/ContactsPageQuery.graphql';
import type { ActivityPageQuery } from './activity/__generated__/ActivityPageQuery.graphql';

/** /crm/contacts: preloads the screen's query with its code (dynamic import of the compiled query). */
export async function contactsLoader(args: LoaderFunctionArgs) {
  const { default: node } = await import('./contacts/__generated__/ContactsPageQuery.graphql');
  return preloadOnEntry<ContactsPageQuery>(node, () => ({}))(args);
}

/** /crm: the Contact Activity page. */
export async function activityLoader(args: LoaderFunctionArgs) {
  const { default: node } = await import('./activity/__generated__/ActivityPageQuery.graphql');
  return preloadOnEntry<ActivityPageQuery>(node, () => ({}))(args);
}
