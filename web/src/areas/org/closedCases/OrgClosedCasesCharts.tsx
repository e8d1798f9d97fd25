import { Grid } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { CountChart } from '../../../ui/charts/CountChart';
import type { OrgClosedCasesCharts_report$key } from './__generated__/OrgClosedCasesCharts_report.graphql';

/** spec 3 §2.9: the closed-reasons (or by-attorney) chart and Time on Desk by Attorney. */
export function OrgClosedCasesCharts({ report, byAttorney }: { report: OrgClosedCasesCharts_report$key; byAttorney: boolean }) {
  const r = useFragment(
    graphql`
      fragment OrgClosedCasesCharts_report on ClosedCasesReport {
        byReason {
          label
          count
        }
        byAttorney {
          label
          count
        }
        todByAttorney {
          attorney
          averageDays
        }
      }
    `,
    report,
  );
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <CountChart title={byAttorney ? 'Closed Cases by Attorney' : 'Closed Reasons'} series="Cases" counts={byAttorney ? r.byAttorney : r.byReason} />
      <CountChart title="Time on Desk by Attorney (average days)" series="Days" formatValue={(v) => v.toFixed(1)} counts={r.todByAttorney.map((t) => ({ label: t.attorney, count: t.averageDays }))} />
    </Grid>
  );
}
