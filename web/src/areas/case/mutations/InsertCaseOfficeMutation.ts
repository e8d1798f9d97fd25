import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { InsertCaseOfficeMutation } from './__generated__/InsertCaseOfficeMutation.graphql';

/** spec 1 §7 insertSaOffice(office: case_id, office_id); spec 1 §5: the id is an integer. */
export function useInsertCaseOffice() {
  return useMutationPromise<InsertCaseOfficeMutation>(graphql`
    mutation InsertCaseOfficeMutation($office: SaOfficeInput!) {
      insertSaOffice(office: $office) {
        id
        ...CaseDetails_case
        ...CaseHeader_case
      }
    }
  `);
}
