import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { DeleteOfficeMutation } from './__generated__/DeleteOfficeMutation.graphql';

export function useDeleteOffice() {
  return useMutationPromise<DeleteOfficeMutation>(graphql`
    mutation DeleteOfficeMutation($officeId: Int!) {
      deleteOffice(officeId: $officeId) {
        deletedId
      }
    }
  `);
}
