import { useSessionUser } from '../../app/auth/AuthContext';
import { isIntakeAdmin } from '../../app/auth/roles';
import { SubSection } from '../../app/layout/LazySections';

/** spec 1 §2.5: per-user intake sub-tabs; New Providers and Closed Cases for intake admins only. */
export function IntakeTabs() {
  const user = useSessionUser();
  const admin = isIntakeAdmin(user);
  const items = [
    { label: 'Assignment', to: '.', end: true },
    { label: 'Leads', to: 'leads' },
    { label: 'Follow Up', to: 'follow-up' },
    { label: 'Investigations', to: 'investigations' },
    { label: 'Calendar', to: 'calendar' },
    { label: 'New Cases', to: 'new-cases' },
    { label: 'Referrals', to: 'referrals' },
    { label: 'Referrals Map', to: 'referrals-map' },
    ...(admin ? [{ label: 'New Providers', to: 'new-providers' }] : []),
    { label: 'Stats', to: 'stats' },
    { label: 'PPC Report', to: 'ppc-report' },
    ...(admin ? [{ label: 'Closed Cases', to: 'closed-cases' }] : []),
  ];
  return <SubSection label="Intake sections" items={items} />;
}
