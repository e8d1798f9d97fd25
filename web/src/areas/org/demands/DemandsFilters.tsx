import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { SelectInput } from '../../../ui/fields/SelectInput';

/** spec 3 §9 office filter list (the server checks it against the firm's offices). */
export const OFFICE_OPTIONS = ['All Markets', 'Spokane Valley', 'Sandy', 'Meridian', 'Sea-Tac', 'Other', 'Wyoming', 'Montana', 'Colorado', 'Oregon'];

export interface DemandsFilterState {
  showAll: boolean;
  byWeek: boolean;
  office: string;
  teamId: number | null;
}

/** The filters both demands screens share: Show All, By Week and the office select (admins only, spec 3 §2.5, §6); the selected team otherwise. */
export function useDemandsFilters(): [DemandsFilterState, (patch: Partial<DemandsFilterState>) => void, boolean] {
  const user = useSessionUser();
  const admin = hasRole(user, 'admin');
  const teamId = useSelectedTeamId();
  const [state, setState] = useState({ showAll: false, byWeek: false, office: 'All Markets' });
  return [{ ...state, teamId }, (patch) => setState((s) => ({ ...s, ...patch })), admin];
}

export function DemandsFilters({ state, set, admin, byWeek = false }: { state: DemandsFilterState; set: (patch: Partial<DemandsFilterState>) => void; admin: boolean; byWeek?: boolean }) {
  if (!admin) return null;
  return (
    <Flex gap="4" align="end" wrap="wrap" role="group" aria-label="Demand filters">
      <SwitchInput label="Show All" checked={state.showAll} onChange={(showAll) => set({ showAll })} />
      {byWeek ? <SwitchInput label="By Week" checked={state.byWeek} onChange={(v) => set({ byWeek: v })} /> : null}
      <div style={{ minWidth: 200 }}>
        <SelectInput label="Office" value={state.office} onChange={(office) => set({ office })} options={OFFICE_OPTIONS.map((o) => ({ value: o, label: o }))} />
      </div>
    </Flex>
  );
}
