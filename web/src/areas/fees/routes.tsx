import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { useSessionUser } from '../../app/auth/AuthContext';
import { hasRole } from '../../app/auth/roles';
import { settlementsLoader } from './settlements/settlementsLoader';
import { feeComparisonLoader, feesLoader, rateLoader, settledCasesLoader } from './feesLoaders';

function DashFeesTabs() {
  const user = useSessionUser();
  // spec 2 §2 Fees area: attorney, admin and marketing also see team stats, comparison and rate.
  const more = hasRole(user, 'attorney', 'admin', 'marketing');
  return (
    <SubSection
      label="Fees sections"
      items={[
        { label: 'Fees', to: '.', end: true },
        { label: 'Settlements', to: 'fee-settlements' },
        ...(more
          ? [
              { label: 'Team Stats', to: 'team-stats' },
              { label: 'Fee Comparison', to: 'fee-comparison' },
              { label: 'Rate', to: 'fee-rate' },
            ]
          : []),
      ]}
    />
  );
}

export const dashFeesRoutes: RouteObject = {
  path: 'fees',
  element: <DashFeesTabs />,
  children: [
    { index: true, loader: feesLoader('user'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).DashFeesPage }, handle: handle('fees-list') },
    { path: 'settled-cases', loader: settledCasesLoader('user'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).DashSettledCasesPage }, handle: handle('fees-settled-cases') },
    { path: 'fee-comparison', loader: feeComparisonLoader('user'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).DashFeeComparisonPage }, handle: handle('fees-fee-comparison') },
    { path: 'team-stats', lazy: { Component: async () => (await import('../staffStats/StaffStatsPages')).TeamStatsPage }, handle: handle('fees-team-stats') },
    { path: 'fee-settlements', loader: settlementsLoader, lazy: { Component: async () => (await import('./settlements/SettlementsPage')).SettlementsPage }, handle: handle('fees-settlements') },
    { path: 'fee-rate', loader: rateLoader('user'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).DashRatePage }, handle: handle('fees-fee-rate') },
  ],
};

function OrgFeesTabs() {
  const user = useSessionUser();
  const more = hasRole(user, 'attorney', 'admin', 'marketing');
  return (
    <SubSection
      label="Fees sections"
      items={[
        { label: 'Fees', to: '.', end: true },
        { label: 'Settled Cases', to: 'settled-cases' },
        ...(more
          ? [
              { label: 'Fee Comparison', to: 'fee-comparison' },
              { label: 'Settlements', to: 'fee-settlements' },
              { label: 'Rate', to: 'fee-rate' },
            ]
          : []),
      ]}
    />
  );
}

export const orgFeesChildren: RouteObject = {
  element: <OrgFeesTabs />,
  children: [
    { index: true, loader: feesLoader('organization'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).OrgFeesPage }, handle: handle('org-fees-list') },
    { path: 'settled-cases', loader: settledCasesLoader('organization'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).OrgSettledCasesPage }, handle: handle('org-fees-settled-cases') },
    { path: 'fee-comparison', loader: feeComparisonLoader('organization'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).OrgFeeComparisonPage }, handle: handle('org-fees-fee-comparison') },
    { path: 'fee-settlements', loader: settlementsLoader, lazy: { Component: async () => (await import('./settlements/SettlementsPage')).SettlementsPage }, handle: handle('org-fees-settlements') },
    { path: 'fee-rate', loader: rateLoader('organization'), lazy: { Component: async () => (await import('./list/FeesRoutePages')).OrgRatePage }, handle: handle('org-fees-fee-rate') },
  ],
};
