import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { InlineSelectEdit } from '../../../ui/InlineEdit';
import { ErrorBoundary } from '../../../ui/QueryBoundary';
import { useInsertCaseOffice } from '../mutations/InsertCaseOfficeMutation';
import type { CaseOfficeEditQuery } from './__generated__/CaseOfficeEditQuery.graphql';

/**
 * The case's office as an inline edit. The options are the offices of the case's own firm
 * (`Case.organizationId`), not the signed-in user's, so they load once the case is known; until
 * then, or if they cannot load, the office shows as plain text.
 */
export function CaseOfficeEdit({ caseId, organizationId, officeId, office }: { caseId: number; organizationId: number; officeId: number | null | undefined; office: string | null | undefined }) {
  const plain = office || <span aria-label="none">—</span>;
  return (
    <ErrorBoundary fallback={() => plain}>
      <Suspense fallback={plain}>
        <OfficeSelect caseId={caseId} organizationId={organizationId} officeId={officeId} office={office} />
      </Suspense>
    </ErrorBoundary>
  );
}

function OfficeSelect({ caseId, organizationId, officeId, office }: { caseId: number; organizationId: number; officeId: number | null | undefined; office: string | null | undefined }) {
  const data = useLazyLoadQuery<CaseOfficeEditQuery>(
    graphql`
      query CaseOfficeEditQuery($orgId: Int!) {
        organization(id: $orgId) {
          offices {
            officeId
            name
          }
        }
      }
    `,
    { orgId: organizationId },
    { fetchPolicy: 'store-or-network' },
  );
  const [saveOffice] = useInsertCaseOffice();
  const options = [...(data.organization?.offices ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((o) => ({ value: String(o.officeId), label: o.name }));
  return (
    <InlineSelectEdit
      label="Office"
      value={officeId === null || officeId === undefined ? '' : String(officeId)}
      display={office || undefined}
      options={options}
      // spec 1 §5: "Office id is sent as an integer."
      onSave={(v) => saveOffice({ office: { caseId, officeId: Number(v) } })}
    />
  );
}
