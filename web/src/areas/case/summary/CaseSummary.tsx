import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatUsDate } from '../../../lib/dates';
import { formatDaysAgo } from '../../../lib/format';
import { CaseNoteList } from '../notes/CaseNoteList';
import { MedicalProvidersTable } from './MedicalProvidersTable';
import { PhoneNumbers } from './PhoneNumbers';
import { TitledSection } from '../../../ui/TitledSection';
import type { CaseSummary_case$key } from './__generated__/CaseSummary_case.graphql';

/**
 * spec 1 §2.6 case summary: date of incident with days elapsed, phone numbers with labels,
 * the medical providers table with a totals row, and the notes oldest first (spec 1 §9).
 */
export function CaseSummary({ case: caseKey }: { case: CaseSummary_case$key }) {
  const c = useFragment(
    graphql`
      fragment CaseSummary_case on Case {
        dateOfIncident
        daysSinceIncident
        ...PhoneNumbers_case
        ...MedicalProvidersTable_case
        notes(order: OLDEST_FIRST) {
          ...CaseNoteList_notes
        }
      }
    `,
    caseKey,
  );
  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Card>
          <TitledSection title="Date of Incident">
            {c.dateOfIncident ? (
              <Flex direction="column">
                <Text size="5" weight="bold">
                  {formatUsDate(c.dateOfIncident)}
                </Text>
                <Text size="2" color="gray">
                  {formatDaysAgo(c.daysSinceIncident)}
                </Text>
              </Flex>
            ) : (
              <Text size="2" color="gray">
                Not recorded.
              </Text>
            )}
          </TitledSection>
        </Card>
        <Card>
          <TitledSection title="Phone Numbers">
            <PhoneNumbers case={c} />
          </TitledSection>
        </Card>
      </Grid>
      <TitledSection title="Medical Providers" size="4">
        <MedicalProvidersTable case={c} />
      </TitledSection>
      <TitledSection title="Notes" size="4">
        <CaseNoteList notes={c.notes} label="Notes, oldest first" />
      </TitledSection>
    </Flex>
  );
}
