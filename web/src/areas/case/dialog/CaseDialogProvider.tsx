import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@radix-ui/themes';

// The dialog's code loads when a case is first opened (platform issue §6: split by use).
const CaseDialog = lazy(async () => ({ default: (await import('./CaseDialog')).CaseDialog }));

interface CaseDialogApi {
  /** Opens the case dialog (spec 1 §2.6); `clientName` titles it while the case loads. */
  openCase(caseId: number, clientName?: string): void;
}

const CaseDialogContext = createContext<CaseDialogApi | null>(null);

/**
 * One case dialog for the whole layout, so a client name anywhere can open it
 * (spec 1 §2.5: "Clicking the client name opens the case dialog").
 */
export function CaseDialogProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<{ caseId: number; clientName?: string } | null>(null);
  const [open, setOpen] = useState(false);
  const openCase = useCallback((caseId: number, clientName?: string) => {
    setTarget({ caseId, clientName });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ openCase }), [openCase]);
  // Following a link out of the dialog (the case summary) closes it.
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <CaseDialogContext.Provider value={api}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          <CaseDialog caseId={target.caseId} clientName={target.clientName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </CaseDialogContext.Provider>
  );
}

export function useCaseDialog(): CaseDialogApi {
  const api = useContext(CaseDialogContext);
  if (!api) throw new Error('useCaseDialog outside CaseDialogProvider');
  return api;
}

/** A client name that opens the case dialog: what every case list shows in its Client column. */
export function ClientNameButton({ caseId, clientName, children }: { caseId: number; clientName: string; children?: ReactNode }) {
  const { openCase } = useCaseDialog();
  return (
    <Link asChild>
      <button type="button" className="link-button" onClick={() => openCase(caseId, clientName)}>
        {children ?? clientName}
      </button>
    </Link>
  );
}
