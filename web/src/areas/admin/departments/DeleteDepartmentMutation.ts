import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { DeleteDepartmentMutation } from './__generated__/DeleteDepartmentMutation.graphql';

export function useDeleteDepartment() {
  return useMutationPromise<DeleteDepartmentMutation>(graphql`
    mutation DeleteDepartmentMutation($departmentId: Int!) {
      deleteDepartment(departmentId: $departmentId) {
        deletedId
      }
    }
  `);
}
