import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../app/relay/hooks';
import type { CreateContactMutation } from './__generated__/CreateContactMutation.graphql';
import type { UpdateContactMutation } from './__generated__/UpdateContactMutation.graphql';
import type { SyncContactsMutation } from './__generated__/SyncContactsMutation.graphql';

const CONTACT_FIELDS = graphql`
  fragment ContactMutations_contact on Contact {
    id
    contactId
    saId
    saCtg
    saUrl
    name
    contactType {
      name
    }
    address
    city
    state
    zip
    phone
    email
    priority
    priorityLevel
    priorityLabel
    inboundReferrals
    outboundReferrals
    needsManualUpdate
    acceptsLien
    acceptsHealthInsurance
    version
  }
`;
void CONTACT_FIELDS;

/** spec 1 §7 createContact. */
export function useCreateContact() {
  return useMutationPromise<CreateContactMutation>(graphql`
    mutation CreateContactMutation($contact: CreateContactInput!) {
      createContact(contact: $contact) {
        ...ContactMutations_contact
      }
    }
  `);
}

/** spec 1 §7 updateContact (the edit dialog and the Priority toggle). */
export function useUpdateContact() {
  return useMutationPromise<UpdateContactMutation>(graphql`
    mutation UpdateContactMutation($contactId: Int!, $contact: UpdateContactInput!, $expectedVersion: Int) {
      updateContact(contactId: $contactId, contact: $contact, expectedVersion: $expectedVersion) {
        ...ContactMutations_contact
      }
    }
  `);
}

/** spec 1 §7 syncContacts. */
export function useSyncContacts() {
  return useMutationPromise<SyncContactsMutation>(graphql`
    mutation SyncContactsMutation {
      syncContacts {
        checked
        updated
        missing
        message
      }
    }
  `);
}
