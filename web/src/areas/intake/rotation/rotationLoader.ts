import { routeQueryLoader } from '../../../platform/relay/preload';
import type { RotationPageQuery } from './__generated__/RotationPageQuery.graphql';

/** spec 1 §2.5 Assignment: the rotation of the route's organization (the viewer's on /dash). */
export const rotationLoader = routeQueryLoader<RotationPageQuery>(() => import('./__generated__/RotationPageQuery.graphql'), ({ params }) => ({
  organizationId: params.orgId ? Number(params.orgId) : null,
}));
