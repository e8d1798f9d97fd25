import { Grid } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ColumnChart } from '../../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { TitledSection } from '../../../ui/TitledSection';
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
  const counts = byAttorney ? r.byAttorney : r.byReason;
  const title = byAttorney ? 'Closed Cases by Attorney' : 'Closed Reasons';
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <TitledSection title={title}>
        <ResponsiveChart>
          {(width, height) => (
            <ColumnChart width={width} height={height} title={title} series={['Cases']} data={counts.map((c) => ({ label: c.label, values: { Cases: c.count } }))} />
          )}
        </ResponsiveChart>
      </TitledSection>
      <TitledSection title="Time on Desk by Attorney">
        <ResponsiveChart>
          {(width, height) => (
            <ColumnChart
              width={width}
              height={height}
              title="Time on Desk by Attorney (average days)"
              series={['Days']}
              formatValue={(v) => v.toFixed(1)}
              data={r.todByAttorney.map((t) => ({ label: t.attorney, values: { Days: t.averageDays } }))}
            />
          )}
        </ResponsiveChart>
      </TitledSection>
    </Grid>
  );
}
