import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { caseSummaryLoader, caseSummaryShouldRevalidate } from './summary/caseSummaryLoader';

/** spec 1 §2.6, spec 3 §2.1: /case/{caseId}, the case summary (route name `case`); its code loads with its query. */
export const caseSummaryRoute: RouteObject = {
  path: 'case/:caseId',
  loader: caseSummaryLoader,
  lazy: { Component: async () => (await import('./summary/CaseSummaryPage')).CaseSummaryPage },
  shouldRevalidate: caseSummaryShouldRevalidate,
  handle: handle('case'),
};
