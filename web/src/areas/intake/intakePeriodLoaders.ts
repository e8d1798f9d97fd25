import { periodLoader } from '../../platform/relay/preload';
import type { IntakeStatsPageQuery } from './stats/__generated__/IntakeStatsPageQuery.graphql';
import type { PpcReportPageQuery } from './ppc/__generated__/PpcReportPageQuery.graphql';

const organizationOf = (orgId: string | undefined) => (orgId ? Number(orgId) : null);

/** spec 1 §2.5 intake statistics for the stored range, every office (the page's office filter reloads). */
export const intakeStatsLoader = periodLoader<IntakeStatsPageQuery>(() => import('./stats/__generated__/IntakeStatsPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: organizationOf(params.orgId),
  office: null,
}));

/** The PPC report for the stored range. */
export const ppcReportLoader = periodLoader<PpcReportPageQuery>(() => import('./ppc/__generated__/PpcReportPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: organizationOf(params.orgId),
}));
