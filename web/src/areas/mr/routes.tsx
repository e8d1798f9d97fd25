import type { RouteObject } from 'react-router-dom';
import { notBuilt } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';

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
    notBuilt(undefined, 'mr-stats', 'Medical Record Stats', 'spec 2 §2 Medical Record Stats (/mr)'),
    notBuilt('tasks', 'mr-tasks', 'Medical Request Tasks', 'spec 2 §2 Medical requests: Tasks'),
  ],
};
