import { FeesPage } from './FeesPage';

/** spec 2 §2 Fees, per user: /dash/{id}/fees/. */
export function DashFeesPage() {
  return <FeesPage scope="user" />;
}

/** spec 2 §2 / spec 3 §2.1 Fees, organization tab: /org/{id}/fees/. */
export function OrgFeesPage() {
  return <FeesPage scope="organization" />;
}
