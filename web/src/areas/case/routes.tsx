import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { CaseSummaryPage, caseSummaryLoader, caseSummaryShouldRevalidate } from './summary/CaseSummaryPage';

/** spec 1 §2.6, spec 3 §2.1: /case/{caseId}, the case summary (route name `case`). */
export const caseSummaryRoute: RouteObject = {
  path: 'case/:caseId',
  element: <CaseSummaryPage />,
  loader: caseSummaryLoader,
  shouldRevalidate: caseSummaryShouldRevalidate,
  handle: handle('case'),
};
