import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../app/relay/hooks';
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
