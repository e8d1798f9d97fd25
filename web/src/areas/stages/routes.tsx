import type { RouteObject } from 'react-router-dom';
import { notBuilt } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';

/** spec 2 §2 Treating, Demands, Negotiation, Litigation. */
export const stageRoutes: RouteObject[] = [
  { path: 'treating', children: [notBuilt(undefined, 'treating-list', 'Treating', 'spec 2 §2 Treating (case notes list)')] },
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
      notBuilt(undefined, 'demands-list', 'Demands', 'spec 2 §2 Demands'),
      notBuilt('prep', 'demands-prep', 'Demand Prep', 'spec 2 §2 Demands: Demand Prep'),
      notBuilt('review', 'demands-review', 'Demand Review', 'spec 2 §2 Demands: Demand Review'),
      notBuilt('requests', 'demands-requests', 'Requests', 'spec 2 §2 Demands: Requests'),
      notBuilt('balances', 'demands-balances', 'Balances', 'spec 2 §2 Demands: Balances'),
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
      notBuilt(undefined, 'negotiation-list', 'Negotiation', 'spec 2 §2 Negotiation list'),
      notBuilt('file-review', 'negotiation-file-review', 'Negotiation File Review', 'spec 2 §2 Negotiation: File Review'),
      notBuilt('settled', 'negotiation-settled', 'Settled', 'spec 2 §2 Litigation: Settled case notes list'),
    ],
  },
  { path: 'litigation', children: [notBuilt(undefined, 'litigation-list', 'Litigation', 'spec 2 §2 Litigation (case notes list)')] },
  { path: 'reviews', children: [notBuilt(undefined, 'dash-reviews', 'Reviews', 'spec 3 §2.1 route table (/dash/{id}/reviews)')] },
];
