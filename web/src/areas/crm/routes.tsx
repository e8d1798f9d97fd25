import type { RouteObject } from 'react-router-dom';
import { handle } from '../../app/routing/routeHandle';
import { activityLoader, contactsLoader } from './crmLoaders';
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
    {
      index: true,
      loader: activityLoader,
      lazy: { Component: async () => (await import('./activity/ActivityPage')).ActivityPage },
      handle: handle('crm-activity'),
    },
    {
      path: 'contacts',
      loader: contactsLoader,
      lazy: { Component: async () => (await import('./contacts/ContactsPage')).ContactsPage },
      handle: handle('crm-contacts'),
    },
  ],
};
