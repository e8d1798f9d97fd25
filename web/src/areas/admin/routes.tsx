import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/Sections';
import { UsersPage, usersPageLoader } from './users/UsersPage';
import { DepartmentsPage, departmentsPageLoader } from './departments/DepartmentsPage';
import { OfficesPage, officesPageLoader } from './offices/OfficesPage';
import { TeamsPage, teamsPageLoader } from './teams/TeamsPage';

/** spec 3 §2.2, §2.10, §2.11: /org/{id}/users with Users, Departments, Offices, Teams. */
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
    { index: true, element: <UsersPage />, loader: usersPageLoader, handle: handle('users-list') },
    { path: 'departments', element: <DepartmentsPage />, loader: departmentsPageLoader, handle: handle('users-departments') },
    { path: 'offices', element: <OfficesPage />, loader: officesPageLoader, handle: handle('users-offices') },
    { path: 'teams', element: <TeamsPage />, loader: teamsPageLoader, handle: handle('users-teams') },
  ],
};
