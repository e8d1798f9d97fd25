import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { medicalTasksLoader } from './tasks/medicalTasksLoader';
import { medicalStatsLoader } from './mrLoaders';

/** spec 2 §2 Medical requests: /mr (Stats), /mr/tasks (Tasks). */
export const mrRoutes: RouteObject = {
  path: 'mr',
  element: (
    <SubSection
      label="Medical requests sections"
      items={[
        { label: 'Stats', to: '/mr', end: true },
        { label: 'Tasks', to: '/mr/tasks' },
      ]}
    />
  ),
  children: [
    { index: true, loader: medicalStatsLoader, lazy: { Component: async () => (await import('./stats/MedicalStatsPage')).MedicalStatsPage }, handle: handle('mr-stats') },
    { path: 'tasks', loader: medicalTasksLoader, lazy: { Component: async () => (await import('./tasks/MedicalTasksPage')).MedicalTasksPage }, handle: handle('mr-tasks') },
  ],
};
