import { Flex, Heading } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { CaseDetails } from '../dialog/CaseDetails';
import { PhoneNumbers } from '../summary/PhoneNumbers';
import { MedicalProvidersTable } from '../summary/MedicalProvidersTable';
import { CaseNoteList } from '../notes/CaseNoteList';
import type { CaseSnapshot_case$key } from './__generated__/CaseSnapshot_case.graphql';

/** The case as it stood at an earlier instant: the same parts as the live screens, read-only. */
export function CaseSnapshot({ case: caseKey, precise }: { case: CaseSnapshot_case$key; precise?: boolean }) {
  const c = useFragment(
    graphql`
      fragment CaseSnapshot_case on Case {
        clientName
        ...CaseDetails_case
        ...PhoneNumbers_case
        ...MedicalProvidersTable_case
        notes(order: NEWEST_FIRST) {
          ...CaseNoteList_notes
        }
      }
    `,
    caseKey,
  );
  return (
    <Flex direction="column" gap="4">
      <CaseDetails case={c} />
      <section aria-label="Phone numbers then">
        <Heading as="h4" size="2" mb="2">
          Phone Numbers
        </Heading>
        <PhoneNumbers case={c} />
      </section>
      <section aria-label="Medical providers then">
        <Heading as="h4" size="2" mb="2">
          Medical Providers
        </Heading>
        <MedicalProvidersTable case={c} precise={precise} />
      </section>
      <section aria-label="Notes then">
        <Heading as="h4" size="2" mb="2">
          Notes
        </Heading>
        <CaseNoteList notes={c.notes} label="Notes as of then, newest first" />
      </section>
    </Flex>
  );
}
