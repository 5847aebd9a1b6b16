import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// Loaded when first opened (the policy brings the API client with it); closed native dialogs, so
// the server renders neither.
const PolicyDialog = lazy(() => import('./policy-dialog').then((module) => ({ default: module.PolicyDialog })));
const RequestAcceptedDialog = lazy(() => import('./request-accepted-dialog').then((module) => ({ default: module.RequestAcceptedDialog })));

type ShellDialog = 'request-accepted' | 'policy' | null;

interface DialogsApi {
  openRequestAccepted(): void;
  openPolicy(): void;
  close(): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

/** Dialogs any page may open: "Request accepted" after a lead, the privacy policy. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ShellDialog>(null);
  // Each dialog stays mounted (closed) once it has been opened.
  const [loaded, setLoaded] = useState<ReadonlySet<Exclude<ShellDialog, null>>>(new Set());
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => {
    if (open && !loaded.has(open)) setLoaded(new Set([...loaded, open]));
  }, [open, loaded]);
  const shown = (dialog: Exclude<ShellDialog, null>) => open === dialog || loaded.has(dialog);
  const api = useMemo(
    () => ({ openRequestAccepted: () => setOpen('request-accepted'), openPolicy: () => setOpen('policy'), close }),
    [close],
  );
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {shown('request-accepted') ? <RequestAcceptedDialog open={open === 'request-accepted'} onClose={close} /> : null}
        {shown('policy') ? <PolicyDialog open={open === 'policy'} onClose={close} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs must be used inside DialogsProvider');
  return api;
}
