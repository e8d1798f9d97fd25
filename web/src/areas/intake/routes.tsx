import type { RouteObject } from 'react-router-dom';
import { RoleGuard } from '../../app/routing/Guards';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { IntakeTabs } from './IntakeTabs';
import type { LoaderFunction } from 'react-router-dom';
import { intakeStatsLoader, ppcReportLoader } from './intakePeriodLoaders';
import { rotationLoader } from './rotation/rotationLoader';
import { calendarLoader, investigationsLoader, leadsLoader, newProvidersLoader, referralsMapLoader } from './intakeDayLoaders';
import { closedCasesLoader } from './closedCases/closedCasesLoader';
import { newCasesLoader } from './newCases/newCasesLoader';
import { followUpLoader } from './followUp/followUpLoader';
import { referredOutLoader } from './referredOut/referredOutLoader';

const INTAKE_ADMIN = ['admin', 'intake-management'] as const;

/** A built intake screen: its code loads on entry (platform issue §6: split by route). */
function screen(path: string | undefined, name: string, load: () => Promise<React.ComponentType>, loader?: LoaderFunction): RouteObject {
  const route = { ...(loader ? { loader } : {}), lazy: { Component: load }, handle: handle(name) };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/** spec 1 §2.5: /dash/{id}/intake sub-tabs. */
export const dashIntakeRoutes: RouteObject = {
  path: 'intake',
  element: <IntakeTabs />,
  handle: handle('intake'),
  children: [
    screen(undefined, 'assignment', async () => (await import('./rotation/RotationPage')).RotationPage, rotationLoader),
    screen('leads', 'leads', async () => (await import('./leads/routePages')).UserLeadsPage, leadsLoader('user')),
    screen('follow-up', 'follow-up', async () => (await import('./followUp/FollowUpPage')).FollowUpPage, followUpLoader),
    screen('investigations', 'investigations', async () => (await import('./investigations/InvestigationsPage')).InvestigationsPage, investigationsLoader),
    screen('calendar', 'calendar', async () => (await import('./calendar/CalendarPage')).CalendarPage, calendarLoader),
    screen('new-cases', 'new-cases', async () => (await import('./newCases/NewCasesPage')).NewCasesPage, newCasesLoader),
    screen('referrals', 'referrals', async () => (await import('./referrals/ReferralsPage')).ReferralsPage),
    screen('referrals-map', 'referrals-map', async () => (await import('./referralsMap/ReferralsMapPage')).ReferralsMapPage, referralsMapLoader),
    {
      element: <RoleGuard roles={INTAKE_ADMIN} />,
      children: [
        screen('new-providers', 'new-providers', async () => (await import('./newProviders/NewProvidersPage')).NewProvidersPage, newProvidersLoader),
        screen('closed-cases', 'closed-cases', async () => (await import('./closedCases/ClosedCasesPage')).ClosedCasesPage, closedCasesLoader),
      ],
    },
    screen('stats', 'stats', async () => (await import('./stats/IntakeStatsPage')).IntakeStatsPage, intakeStatsLoader),
    screen('ppc-report', 'ppc-report', async () => (await import('./ppc/PpcReportPage')).PpcReportPage, ppcReportLoader),
  ],
};

/** spec 1 §2.5, spec 3 §2.2: /org/{id}/intake children; the sub-navigation reads as in spec 3 §2.2. */
export function orgIntakeRoutes(): RouteObject {
  return {
    path: 'intake',
    element: <OrgIntakeTabs />,
    children: [
      screen(undefined, 'intake-index', async () => (await import('./stats/IntakeStatsPage')).IntakeStatsPage, intakeStatsLoader),
      screen('assignment', 'org-intake-assignment', async () => (await import('./rotation/RotationPage')).RotationPage, rotationLoader),
      screen('leads', 'org-intake-leads', async () => (await import('./leads/routePages')).OrgLeadsPage, leadsLoader('org')),
      screen('follow-up', 'org-intake-follow-up', async () => (await import('./followUp/FollowUpPage')).FollowUpPage, followUpLoader),
      screen('investigations', 'org-intake-investigations', async () => (await import('./investigations/InvestigationsPage')).InvestigationsPage, investigationsLoader),
      screen('calendar', 'org-intake-calendar', async () => (await import('./calendar/CalendarPage')).CalendarPage, calendarLoader),
      screen('new-cases', 'org-intake-new-cases', async () => (await import('./newCases/NewCasesPage')).NewCasesPage, newCasesLoader),
      screen('referrals', 'org-intake-referrals', async () => (await import('./referrals/ReferralsPage')).ReferralsPage),
      screen('referrals-map', 'org-intake-referrals-map', async () => (await import('./referralsMap/ReferralsMapPage')).ReferralsMapPage, referralsMapLoader),
      screen('new-providers', 'org-intake-new-providers', async () => (await import('./newProviders/NewProvidersPage')).NewProvidersPage, newProvidersLoader),
      screen('referred-out', 'org-intake-referred-out', async () => (await import('./referredOut/ReferredOutPage')).ReferredOutPage, referredOutLoader),
      screen('ppc-report', 'org-intake-ppc-report', async () => (await import('./ppc/PpcReportPage')).PpcReportPage, ppcReportLoader),
    ],
  };
}

function OrgIntakeTabs() {
  return (
    <SubSection
      label="Intake sections"
      items={[
        { label: 'Report', to: '.', end: true },
        { label: 'Assignment', to: 'assignment' },
        { label: 'Leads', to: 'leads' },
        { label: 'Follow Up', to: 'follow-up' },
        { label: 'Investigations', to: 'investigations' },
        { label: 'New Cases', to: 'new-cases' },
        { label: 'Referrals', to: 'referrals' },
        { label: 'Referrals Map', to: 'referrals-map' },
        { label: 'Referred Out', to: 'referred-out' },
        { label: 'PPC Report', to: 'ppc-report' },
      ]}
    />
  );
}
