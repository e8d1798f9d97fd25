import { FeesPage } from './FeesPage';
import { SettledCasesPage } from '../settled/SettledCasesPage';
import { FeeComparisonPage } from '../comparison/FeeComparisonPage';
import { RatePage } from '../rate/RatePage';

/** spec 2 §2 Fees, per user: /dash/{id}/fees/. */
export function DashFeesPage() {
  return <FeesPage scope="user" />;
}

/** spec 2 §2 / spec 3 §2.1 Fees, organization tab: /org/{id}/fees/. */
export function OrgFeesPage() {
  return <FeesPage scope="organization" />;
}

/** spec 3 §2.1 route table: /dash/{id}/fees/settled-cases. */
export function DashSettledCasesPage() {
  return <SettledCasesPage scope="user" />;
}

/** spec 2 §2 organization tabs: /org/{id}/fees/settled-cases. */
export function OrgSettledCasesPage() {
  return <SettledCasesPage scope="organization" />;
}

/** spec 2 §2 Fee Comparison, per user: /dash/{id}/fees/fee-comparison. */
export function DashFeeComparisonPage() {
  return <FeeComparisonPage scope="user" />;
}

/** spec 2 §2 Fee Comparison, organization tab: /org/{id}/fees/fee-comparison. */
export function OrgFeeComparisonPage() {
  return <FeeComparisonPage scope="organization" />;
}

/** spec 2 §2 Rate, per user: /dash/{id}/fees/fee-rate. */
export function DashRatePage() {
  return <RatePage scope="user" />;
}

/** spec 2 §2 Rate, organization tab: /org/{id}/fees/fee-rate. */
export function OrgRatePage() {
  return <RatePage scope="organization" />;
}
