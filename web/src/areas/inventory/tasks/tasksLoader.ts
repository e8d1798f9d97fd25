import { inventoryLoader } from '../inventoryLoader';
import type { TasksPageQuery } from './__generated__/TasksPageQuery.graphql';

/** /dash/{id}/inventory/tasks: the user's own open tasks first. */
export const tasksLoader = inventoryLoader<TasksPageQuery>(() => import('./__generated__/TasksPageQuery.graphql'), (userId) => ({ userId, requested: false }));
