import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertOfficeMutation } from './__generated__/UpsertOfficeMutation.graphql';

export function useUpsertOffice() {
  return useMutationPromise<UpsertOfficeMutation>(graphql`
    mutation UpsertOfficeMutation($office: OfficeInput!) {
      upsertOffice(office: $office) {
        id
        officeId
        name
        version
        shortCode
        userIds
      }
    }
  `);
}
