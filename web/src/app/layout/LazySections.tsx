import { lazy } from 'react';

/**
 * The section layouts (menus, admin tab bar, freshness) as lazy components: route tables
 * name them, and the sign-in page must not load them (platform issue §6). They render under
 * the section's Suspense boundary.
 */
export const SubSection = lazy(async () => ({ default: (await import('./Sections')).SubSection }));
