import { graphql, useFragment } from 'react-relay/hooks';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import type { CaseSystemLink_query$key } from './__generated__/CaseSystemLink_query.graphql';

/** spec 1 §1: the case in the external system, in a new tab, from the connector's template. */
export function CaseSystemLink({ query, caseId, children }: { query: CaseSystemLink_query$key; caseId: number; children?: React.ReactNode }) {
  const data = useFragment(
    graphql`
      fragment CaseSystemLink_query on Query {
        connectorConfig {
          caseUrlTemplate
        }
      }
    `,
    query,
  );
  return (
    <ExternalCaseLink urlTemplate={data.connectorConfig.caseUrlTemplate} caseId={caseId}>
      {children}
    </ExternalCaseLink>
  );
}
