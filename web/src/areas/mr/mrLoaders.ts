import { periodLoader } from '../../platform/relay/preload';
import type { MedicalStatsPageQuery } from './stats/__generated__/MedicalStatsPageQuery.graphql';

/** spec 2 §2 Medical Record Stats for the stored range. */
export const medicalStatsLoader = periodLoader<MedicalStatsPageQuery>(() => import('./stats/__generated__/MedicalStatsPageQuery.graphql'), (range) => ({
  startDate: range.startDate,
  endDate: range.endDate,
}));
