import { CaseNotesList } from './CaseNotesList';

/** spec 2 §2: the case notes list of each stage (route components, loaded lazily). */
export function TreatingNotesPage() {
  return <CaseNotesList stage="TREATING" title="Treating" />;
}
export function DemandPrepNotesPage() {
  return <CaseNotesList stage="DEMAND_PREP" title="Demand Prep" />;
}
export function LitigationNotesPage() {
  return <CaseNotesList stage="LITIGATION" title="Litigation" />;
}
export function SettledNotesPage() {
  return <CaseNotesList stage="SETTLED" title="Settled" />;
}
