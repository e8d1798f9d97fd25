import { periodLoader } from '../../platform/relay/preload';
import type { InventoryStatsPageQuery } from './__generated__/InventoryStatsPageQuery.graphql';

/** spec 3 §2.8 inventory statistics of the route's organization for the stored range. */
export const inventoryStatsLoader = periodLoader<InventoryStatsPageQuery>(() => import('./__generated__/InventoryStatsPageQuery.graphql'), (range, { params }) => ({
  organizationId: Number(params.orgId),
  startDate: range.startDate,
  endDate: range.endDate,
}));
