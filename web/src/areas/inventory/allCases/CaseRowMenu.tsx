import { lazy, Suspense, useState } from 'react';
import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useWatchCase, watchedCaseIdsQuery } from '../watched/WatchCaseMutations';
import type { WatchCaseMutationsIdsQuery } from '../watched/__generated__/WatchCaseMutationsIdsQuery.graphql';

const MileageDialog = lazy(() => import('../mileage/MileageDialog'));

/**
 * The All Cases row menu (spec 2 §2): Start/Stop Watching (admin only; the admin's watched ids
 * load when the menu first opens, so the list itself costs nothing more) and Mileage
 * Reimbursement (everyone who works the case; the server enforces it).
 */
export function CaseRowMenu({ caseId, clientName }: { caseId: number; clientName: string }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const [mileage, setMileage] = useState(false);
  const admin = hasRole(user, 'admin');
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger>
          <IconButton size="1" variant="ghost" color="gray" aria-label={`Case menu for ${clientName}`}>
            ⋮
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {open && admin ? (
            <Suspense fallback={<DropdownMenu.Item disabled>Loading…</DropdownMenu.Item>}>
              <WatchItem caseId={caseId} />
            </Suspense>
          ) : null}
          <DropdownMenu.Item onSelect={() => setMileage(true)}>Mileage Reimbursement</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {mileage ? (
        <Suspense fallback={null}>
          <MileageDialog caseId={caseId} clientName={clientName} onClose={() => setMileage(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function WatchItem({ caseId }: { caseId: number }) {
  const data = useLazyLoadQuery<WatchCaseMutationsIdsQuery>(watchedCaseIdsQuery, {}, { fetchPolicy: 'store-or-network' });
  const watch = useWatchCase();
  const watched = data.watchedCaseIds.includes(caseId);
  return (
    <DropdownMenu.Item
      onSelect={() => {
        // spec 2 §8: "Failures of ... watch saves are only logged; the user sees nothing."
        watch(caseId, !watched).catch((e) => console.error('Watch save failed', e));
      }}
    >
      {watched ? 'Stop Watching' : 'Start Watching'}
    </DropdownMenu.Item>
  );
}
