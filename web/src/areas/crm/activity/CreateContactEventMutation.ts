import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { CreateContactEventMutation } from './__generated__/CreateContactEventMutation.graphql';

/** spec 1 §7 createContactEvent(contactEvent) returns id, then the list is refetched. */
export function useCreateContactEvent() {
  return useMutationPromise<CreateContactEventMutation>(graphql`
    mutation CreateContactEventMutation($contactEvent: ContactEventInput!) {
      createContactEvent(contactEvent: $contactEvent) {
        id
        contactEventId
      }
    }
  `);
}
