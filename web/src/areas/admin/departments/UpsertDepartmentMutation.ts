import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertDepartmentMutation } from './__generated__/UpsertDepartmentMutation.graphql';

export function useUpsertDepartment() {
  return useMutationPromise<UpsertDepartmentMutation>(graphql`
    mutation UpsertDepartmentMutation($department: DepartmentInput!) {
      upsertDepartment(department: $department) {
        id
        departmentId
        name
        version
        showOnIntakeAssignment
        userIds
      }
    }
  `);
}
