import type { RouteObject } from 'react-router-dom';
import { notBuilt } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';

/** spec 1 §2.4: CRM with Activity (/crm) and Contacts (/crm/contacts). */
export const crmRoutes: RouteObject = {
  path: 'crm',
  element: (
    <SubSection
      label="CRM sections"
      items={[
        { label: 'Activity', to: '/crm', end: true },
        { label: 'Contacts', to: '/crm/contacts' },
      ]}
    />
  ),
  children: [
    notBuilt(undefined, 'crm-activity', 'Contact Activity', 'spec 1 §2.4 Activity page'),
    notBuilt('contacts', 'crm-contacts', 'Contacts', 'spec 1 §2.4 Contacts page'),
  ],
};
