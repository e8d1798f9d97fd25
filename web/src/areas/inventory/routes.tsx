import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { RoleGuard } from '../../app/routing/Guards';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { useSessionUser } from '../../app/auth/AuthContext';
import { hasRole } from '../../app/auth/roles';
import { allCasesLoader } from './allCases/allCasesLoader';
import { clientContactLoader } from './clientContact/clientContactLoader';
import { deadlinesLoader } from './deadlines/deadlinesLoader';
import { deadlineReviewLoader, fileReviewLoader } from './review/reviewLoaders';
import { tasksLoader } from './tasks/tasksLoader';
import { watchedCasesLoader } from './watched/watchedCasesLoader';
import { scorecardLoader } from './scorecard/scorecardLoader';

function InventoryTabs() {
  const user = useSessionUser();
  // spec 2 §2 Inventory area side menu.
  const items = [
    { label: 'All Cases', to: '.', end: true },
    { label: 'Client Contact', to: 'client-contact' },
    { label: 'Deadlines', to: 'deadlines' },
    { label: 'Deadline Review', to: 'deadline-review' },
    { label: 'File Review', to: 'file-review' },
    { label: 'Tasks', to: 'tasks' },
    { label: 'Team', to: 'team' },
    { label: 'Scorecard', to: 'scorecard' },
    { label: 'Intake', to: 'intake-rotation' },
    ...(hasRole(user, 'admin') ? [{ label: 'Watched Cases', to: 'watched-cases' }] : []),
  ];
  return <SubSection label="Inventory sections" items={items} />;
}

/** spec 3 §2.1: /dash/{id} index redirects to inventory-list. */
export const dashIndexRoute: RouteObject = { index: true, element: <Navigate to="inventory" replace />, handle: handle('dash-index') };

export const inventoryRoutes: RouteObject = {
  path: 'inventory',
  element: <InventoryTabs />,
  children: [
    {
      index: true,
      loader: allCasesLoader,
      lazy: { Component: async () => (await import('./allCases/AllCasesPage')).AllCasesPage },
      handle: handle('inventory-list'),
    },
    {
      path: 'client-contact',
      loader: clientContactLoader,
      lazy: { Component: async () => (await import('./clientContact/ClientContactPage')).ClientContactPage },
      handle: handle('inventory-client-contact'),
    },
    {
      path: 'deadlines',
      loader: deadlinesLoader,
      lazy: { Component: async () => (await import('./deadlines/DeadlinesPage')).DeadlinesPage },
      handle: handle('inventory-deadlines'),
    },
    {
      path: 'deadline-review',
      loader: deadlineReviewLoader,
      lazy: { Component: async () => (await import('./review/DeadlineReviewPage')).DeadlineReviewPage },
      handle: handle('inventory-deadline-review'),
    },
    {
      path: 'file-review',
      loader: fileReviewLoader,
      lazy: { Component: async () => (await import('./review/FileReviewPage')).FileReviewPage },
      handle: handle('inventory-file-review'),
    },
    {
      path: 'tasks',
      loader: tasksLoader,
      lazy: { Component: async () => (await import('./tasks/TasksPage')).TasksPage },
      handle: handle('inventory-tasks'),
    },
    { path: 'team', lazy: { Component: async () => (await import('../staffStats/StaffStatsPages')).TeamDashboardPage }, handle: handle('inventory-team') },
    {
      path: 'scorecard',
      loader: scorecardLoader,
      lazy: { Component: async () => (await import('./scorecard/ScorecardPage')).ScorecardPage },
      handle: handle('dash-cm-scorecard'),
    },
    {
      // The inventory menu's Intake tab is the intake rotation of spec 1 §2.5 (one page, two menus).
      path: 'intake-rotation',
      lazy: { Component: async () => (await import('../intake/rotation/RotationPage')).RotationPage },
      handle: handle('inventory-intake-rotation'),
    },
    {
      element: <RoleGuard roles={['admin']} />,
      children: [
        {
          path: 'watched-cases',
          loader: watchedCasesLoader,
          lazy: { Component: async () => (await import('./watched/WatchedCasesPage')).WatchedCasesPage },
          handle: handle('watched-cases'),
        },
      ],
    },
  ],
};
