import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import { caseNotesLoader } from './notes/caseNotesLoader';
import { negotiationLoader } from './negotiation/negotiationLoader';
import { demandReviewLoader } from './review/demandReviewLoader';
import { requestsLoader } from './requests/requestsLoader';
import { balancesLoader } from './balances/balancesLoader';
import { demandsLoader, userReviewsLoader } from './stagePeriodLoaders';
import { negotiationFileReviewLoader } from './fileReview/negotiationFileReviewLoader';
import type { CaseNotesStage } from './notes/__generated__/CaseNotesListQuery.graphql';

type NotesPage = 'TreatingNotesPage' | 'DemandPrepNotesPage' | 'LitigationNotesPage' | 'SettledNotesPage';

/** spec 2 §2: a case notes list route; its code and its query load together on entry. */
function caseNotes(path: string | undefined, name: string, stage: CaseNotesStage, page: NotesPage): RouteObject {
  const route = {
    loader: caseNotesLoader(stage),
    lazy: { Component: async () => (await import('./notes/CaseNotesPages'))[page] },
    handle: handle(name),
  };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/** spec 2 §2 Treating, Demands, Negotiation, Litigation. */
export const stageRoutes: RouteObject[] = [
  { path: 'treating', children: [caseNotes(undefined, 'treating-list', 'TREATING', 'TreatingNotesPage')] },
  {
    path: 'demands',
    element: (
      <SubSection
        label="Demands sections"
        items={[
          { label: 'Demands', to: '.', end: true },
          { label: 'Demand Prep', to: 'prep' },
          { label: 'Demand Review', to: 'review' },
          { label: 'Requests', to: 'requests' },
          { label: 'Balances', to: 'balances' },
        ]}
      />
    ),
    children: [
      { index: true, loader: demandsLoader, lazy: { Component: async () => (await import('./demands/DemandsPage')).DemandsPage }, handle: handle('demands-list') },
      caseNotes('prep', 'demands-prep', 'DEMAND_PREP', 'DemandPrepNotesPage'),
      { path: 'review', loader: demandReviewLoader, lazy: { Component: async () => (await import('./review/DemandReviewPage')).DemandReviewPage }, handle: handle('demands-review') },
      { path: 'requests', loader: requestsLoader, lazy: { Component: async () => (await import('./requests/RequestsPage')).RequestsPage }, handle: handle('demands-requests') },
      { path: 'balances', loader: balancesLoader, lazy: { Component: async () => (await import('./balances/BalancesPage')).BalancesPage }, handle: handle('demands-balances') },
    ],
  },
  {
    path: 'negotiation',
    element: (
      <SubSection
        label="Negotiation sections"
        items={[
          { label: 'Negotiation', to: '.', end: true },
          { label: 'File Review', to: 'file-review' },
          { label: 'Settled', to: 'settled' },
        ]}
      />
    ),
    children: [
      { index: true, loader: negotiationLoader, lazy: { Component: async () => (await import('./negotiation/NegotiationPage')).NegotiationPage }, handle: handle('negotiation-list') },
      { path: 'file-review', loader: negotiationFileReviewLoader, lazy: { Component: async () => (await import('./fileReview/NegotiationFileReviewPage')).NegotiationFileReviewPage }, handle: handle('negotiation-file-review') },
      caseNotes('settled', 'negotiation-settled', 'SETTLED', 'SettledNotesPage'),
    ],
  },
  { path: 'litigation', children: [caseNotes(undefined, 'litigation-list', 'LITIGATION', 'LitigationNotesPage')] },
  { path: 'reviews', children: [{ index: true, loader: userReviewsLoader, lazy: { Component: async () => (await import('./reviews/UserReviewsPage')).UserReviewsPage }, handle: handle('dash-reviews') }] },
];
