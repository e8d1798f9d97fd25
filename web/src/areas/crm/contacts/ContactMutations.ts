import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { ContactMutationsCreateMutation } from './__generated__/ContactMutationsCreateMutation.graphql';
import type { ContactMutationsUpdateMutation } from './__generated__/ContactMutationsUpdateMutation.graphql';
import type { ContactMutationsSyncMutation } from './__generated__/ContactMutationsSyncMutation.graphql';

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
  return useMutationPromise<ContactMutationsCreateMutation>(graphql`
    mutation ContactMutationsCreateMutation($contact: CreateContactInput!) {
      createContact(contact: $contact) {
        ...ContactMutations_contact
      }
    }
  `);
}

/** spec 1 §7 updateContact (the edit dialog and the Priority toggle). */
export function useUpdateContact() {
  return useMutationPromise<ContactMutationsUpdateMutation>(graphql`
    mutation ContactMutationsUpdateMutation($contactId: Int!, $contact: UpdateContactInput!, $expectedVersion: Int) {
      updateContact(contactId: $contactId, contact: $contact, expectedVersion: $expectedVersion) {
        ...ContactMutations_contact
      }
    }
  `);
}

/** spec 1 §7 syncContacts. */
export function useSyncContacts() {
  return useMutationPromise<ContactMutationsSyncMutation>(graphql`
    mutation ContactMutationsSyncMutation {
      syncContacts {
        checked
        updated
        missing
        message
      }
    }
  `);
}
