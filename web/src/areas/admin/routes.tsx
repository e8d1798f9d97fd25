import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { orgPageLoader } from './shared/orgPageLoader';
import type { UsersPageQuery } from './users/__generated__/UsersPageQuery.graphql';
import type { DepartmentsPageQuery } from './departments/__generated__/DepartmentsPageQuery.graphql';
import type { OfficesPageQuery } from './offices/__generated__/OfficesPageQuery.graphql';
import type { TeamsPageQuery } from './teams/__generated__/TeamsPageQuery.graphql';
import { operationsLoader } from './operations/operationsLoader';

/**
 * spec 3 §2.2, §2.10, §2.11: /org/{id}/users with Users, Departments, Offices, Teams. Each
 * screen's code and its compiled query load at once on entry (platform issue §6: split by
 * route, the query preloaded with the code).
 */
export const usersRoutes: RouteObject = {
  path: 'users',
  element: (
    <SubSection
      label="Users sections"
      items={[
        { label: 'Users', to: '.', end: true },
        { label: 'Departments', to: 'departments' },
        { label: 'Offices', to: 'offices' },
        { label: 'Teams', to: 'teams' },
      ]}
    />
  ),
  children: [
    {
      index: true,
      loader: orgPageLoader<UsersPageQuery>(() => import('./users/__generated__/UsersPageQuery.graphql')),
      lazy: { Component: async () => (await import('./users/UsersPage')).UsersPage },
      handle: handle('users-list'),
    },
    {
      path: 'departments',
      loader: orgPageLoader<DepartmentsPageQuery>(() => import('./departments/__generated__/DepartmentsPageQuery.graphql')),
      lazy: { Component: async () => (await import('./departments/DepartmentsPage')).DepartmentsPage },
      handle: handle('users-departments'),
    },
    {
      path: 'offices',
      loader: orgPageLoader<OfficesPageQuery>(() => import('./offices/__generated__/OfficesPageQuery.graphql')),
      lazy: { Component: async () => (await import('./offices/OfficesPage')).OfficesPage },
      handle: handle('users-offices'),
    },
    {
      path: 'teams',
      loader: orgPageLoader<TeamsPageQuery>(() => import('./teams/__generated__/TeamsPageQuery.graphql')),
      lazy: { Component: async () => (await import('./teams/TeamsPage')).TeamsPage },
      handle: handle('users-teams'),
    },
  ],
};

/**
 * Platform issue: /org/{id}/operations, the screen for the people who run Caseboard (admins;
 * overlords everywhere). Its code and query load together on entry.
 */
export const operationsRoute: RouteObject = {
  path: 'operations',
  loader: operationsLoader,
  lazy: { Component: async () => (await import('./operations/OperationsPage')).OperationsPage },
  handle: handle('org-operations', ['admin']),
};
