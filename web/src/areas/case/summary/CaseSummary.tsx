import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay';
import { formatUsDate } from '../../../lib/dates';
import { formatDaysAgo } from '../../../lib/format';
import { CaseNoteList } from '../notes/CaseNoteList';
import { MedicalProvidersTable } from './MedicalProvidersTable';
import { PhoneNumbers } from './PhoneNumbers';
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
          <section aria-labelledby="case-incident">
            <Heading as="h2" size="3" mb="2" id="case-incident">
              Date of Incident
            </Heading>
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
          </section>
        </Card>
        <Card>
          <section aria-labelledby="case-phones">
            <Heading as="h2" size="3" mb="2" id="case-phones">
              Phone Numbers
            </Heading>
            <PhoneNumbers case={c} />
          </section>
        </Card>
      </Grid>
      <section aria-labelledby="case-providers">
        <Heading as="h2" size="4" mb="2" id="case-providers">
          Medical Providers
        </Heading>
        <MedicalProvidersTable case={c} />
      </section>
      <section aria-labelledby="case-notes">
        <Heading as="h2" size="4" mb="2" id="case-notes">
          Notes
        </Heading>
        <CaseNoteList notes={c.notes} label="Notes, oldest first" />
      </section>
    </Flex>
  );
}
