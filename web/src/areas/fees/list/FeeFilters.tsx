import { Flex, Select, Switch, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FeeFilters_report$key } from './__generated__/FeeFilters_report.graphql';

const reportFragment = graphql`
  fragment FeeFilters_report on FeesReport {
    officeOptions
    stateOptions
    referralSourceOptions
  }
`;

/** "All" in a select (Radix selects take no empty value). */
export const ALL = '__all';

export interface FeeFilterState {
  showAll: boolean;
  excludeShared: boolean;
  office: string;
  state: string;
  referralSource: string;
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
        {label}
      </Flex>
    </Text>
  );
}

function Choice({ label, value, options, allLabel, onChange }: { label: string; value: string; options: readonly string[]; allLabel: string; onChange: (v: string) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger aria-label={label} />
        <Select.Content>
          <Select.Item value={ALL}>{allLabel}</Select.Item>
          {options.map((o) => (
            <Select.Item key={o} value={o}>
              {o}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** spec 2 §2 Fees, admin and marketing: Show All (default on), Exclude Shared Fees, office, state and referral source. */
export function FeeFilters({ report: reportKey, value, onChange, showAllToggle }: { report: FeeFilters_report$key; value: FeeFilterState; onChange: (v: FeeFilterState) => void; showAllToggle: boolean }) {
  const report = useFragment(reportFragment, reportKey);
  const set = (patch: Partial<FeeFilterState>) => onChange({ ...value, ...patch });
  // The first option is "All Markets" (spec 2 §9), shown as the select's "all" entry.
  const [allMarkets, ...offices] = report.officeOptions;
  return (
    <Flex gap="4" align="end" wrap="wrap" role="group" aria-label="Fee filters">
      {showAllToggle ? <Toggle label="Show All" checked={value.showAll} onChange={(showAll) => set({ showAll })} /> : null}
      <Toggle label="Exclude Shared Fees" checked={value.excludeShared} onChange={(excludeShared) => set({ excludeShared })} />
      <Choice label="Office" value={value.office} options={offices} allLabel={allMarkets ?? 'All Markets'} onChange={(office) => set({ office })} />
      <Choice label="State" value={value.state} options={report.stateOptions} allLabel="All States" onChange={(state) => set({ state })} />
      <Choice label="Referral Source" value={value.referralSource} options={report.referralSourceOptions} allLabel="All Sources" onChange={(referralSource) => set({ referralSource })} />
    </Flex>
  );
}
