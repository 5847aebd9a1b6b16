import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { PolicyDialog } from './policy-dialog';
import { RequestAcceptedDialog } from './request-accepted-dialog';

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
  const close = useCallback(() => setOpen(null), []);
  const api = useMemo(
    () => ({ openRequestAccepted: () => setOpen('request-accepted'), openPolicy: () => setOpen('policy'), close }),
    [close],
  );
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <RequestAcceptedDialog open={open === 'request-accepted'} onClose={close} />
      <PolicyDialog open={open === 'policy'} onClose={close} />
    </DialogsContext.Provider>
  );
}

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs must be used inside DialogsProvider');
  return api;
}
