import { useMemo, useState } from 'react';
import { Button, Callout, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { TextInput } from '../../../ui/fields/TextInput';
import { DateInput } from '../../../ui/fields/DateInputs';
import { TitledSection } from '../../../ui/TitledSection';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../../../ui/formErrors';
import { useAlerts } from '../../../ui/Alerts';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { todayIn } from '../../../lib/dates';
import { useSetGoals } from './SetGoalsMutation';
import type { GoalSettingsPageQuery } from './__generated__/GoalSettingsPageQuery.graphql';

const query = graphql`
  query GoalSettingsPageQuery($orgId: Int!) {
    goals(organizationId: $orgId) {
      asOf
      effectiveFrom
      version
      litigationAttorneys
      effectiveDates
      entries {
        key
        section
        label
        kind
        text
      }
      changes {
        effectiveFrom
        setAt
        setBy
        changed
      }
    }
  }
`;

/** The read model the screen follows: a change saved in another browser shows at once. */
const TOPICS = ['goals'] as const;
const ATTORNEYS = 'litigationAttorneys';

function attorneysText(codes: readonly string[]): string {
  return codes.join(', ');
}

/**
 * Issue 14: the firm's goals as configuration. An admin changes any goal from a chosen date
 * on; earlier periods keep the goals they had, and each change is listed with who made it.
 */
export function GoalSettingsPage() {
  const { orgId } = useParams();
  const data = usePreloadedQuery<GoalSettingsPageQuery>(query, useLoaderData() as PreloadedQuery<GoalSettingsPageQuery>);
  useLiveQuery<GoalSettingsPageQuery>(query, { orgId: Number(orgId) }, TOPICS);
  const timeZone = useFirmTimeZone();
  const goals = data.goals;
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [effectiveFrom, setEffectiveFrom] = useState(() => todayIn(timeZone));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [save, saving] = useSetGoals();
  const alerts = useAlerts();

  const sections = useMemo(() => {
    const bySection = new Map<string, (typeof goals.entries)[number][]>();
    for (const entry of goals.entries) bySection.set(entry.section, [...(bySection.get(entry.section) ?? []), entry]);
    return [...bySection.entries()];
  }, [goals.entries]);
  const knownFields = useMemo(() => ['effectiveFrom', ATTORNEYS, ...goals.entries.map((e) => e.key)], [goals.entries]);
  const attorneys = edited[ATTORNEYS] ?? attorneysText(goals.litigationAttorneys);
  const changedKeys = Object.keys(edited).filter((k) => k !== ATTORNEYS && edited[k] !== goals.entries.find((e) => e.key === k)?.text);
  const attorneysChanged = ATTORNEYS in edited && edited[ATTORNEYS] !== attorneysText(goals.litigationAttorneys);
  const dirty = changedKeys.length > 0 || attorneysChanged;

  async function submit() {
    setErrors(NO_ERRORS);
    try {
      await save({
        input: {
          organizationId: Number(orgId),
          effectiveFrom,
          values: changedKeys.map((key) => ({ key, value: edited[key] })),
          litigationAttorneys: attorneysChanged ? attorneys.split(',').map((c) => c.trim()).filter(Boolean) : null,
          expectedVersion: goals.version,
        },
      });
      setEdited({});
      alerts.show('success', `Goals saved, in force from ${effectiveFrom}`);
    } catch (e) {
      setErrors(toFormErrors(e, knownFields));
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Heading size="5">Goals</Heading>
      <Text size="2" color="gray">
        {goals.effectiveFrom ? `The goals in force today took effect on ${goals.effectiveFrom}.` : 'The spec’s default goals are in force.'} Money in dollars; rates per business day or per week with up to two decimals.
      </Text>
      <form
        aria-label="Goals"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex direction="column" gap="4">
          {sections.map(([section, entries]) => (
            <Card key={section}>
              <TitledSection title={section} level={3} size="3">
                <Grid columns={{ initial: '1', sm: '3', md: '4' }} gap="3">
                  {entries.map((entry) => (
                    <TextInput
                      key={entry.key}
                      label={`${entry.label}${entry.kind === 'money' ? ' ($)' : ''}`}
                      value={edited[entry.key] ?? entry.text}
                      inputMode={entry.kind === 'count' ? 'numeric' : 'decimal'}
                      error={errors.fields[entry.key]}
                      onChange={(v) => setEdited((prev) => ({ ...prev, [entry.key]: v }))}
                    />
                  ))}
                  {section.startsWith('Litigation') ? (
                    <TextInput label="Litigation attorneys (staff codes)" value={attorneys} error={errors.fields[ATTORNEYS]} onChange={(v) => setEdited((prev) => ({ ...prev, [ATTORNEYS]: v }))} />
                  ) : null}
                </Grid>
              </TitledSection>
            </Card>
          ))}
          <Flex gap="3" align="end" wrap="wrap">
            <DateInput label="In force from" required value={effectiveFrom} error={errors.fields.effectiveFrom} onChange={setEffectiveFrom} />
            <Button type="submit" disabled={!dirty || saving || !effectiveFrom}>
              Save goals
            </Button>
            <Button type="button" variant="soft" color="gray" disabled={!dirty} onClick={() => (setEdited({}), setErrors(NO_ERRORS))}>
              Discard changes
            </Button>
          </Flex>
          {errors.form ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{errors.form}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </form>
      <TitledSection title="Changes">
        {goals.changes.length === 0 ? (
          <Text size="2" color="gray">
            No goal has been changed yet.
          </Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>In force from</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Saved</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>By</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Goals changed</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {goals.changes.map((c, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{c.effectiveFrom}</Table.Cell>
                  <Table.Cell>{c.setAt ? new Date(c.setAt as string).toLocaleString('en-US', { timeZone }) : ''}</Table.Cell>
                  <Table.Cell>{c.setBy ?? ''}</Table.Cell>
                  <Table.Cell>{c.changed.join('; ')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </TitledSection>
    </Flex>
  );
}
