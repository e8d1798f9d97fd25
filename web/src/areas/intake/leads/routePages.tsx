import { LeadsPage } from './LeadsPage';

/** spec 1 §2.5 Leads, per-user version (/dash/{id}/intake/leads). */
export function UserLeadsPage() {
  return <LeadsPage version="user" />;
}

/** spec 1 §2.5 Leads, organization version (/org/{id}/intake/leads). */
export function OrgLeadsPage() {
  return <LeadsPage version="org" />;
}
