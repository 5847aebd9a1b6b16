import { useEffect, useState } from 'react';
import type { Policy } from '../../../domains/reference/schema';
import { apiRequest } from '../api-client';
import { useSnackbar } from '../snackbar/snackbar';
import { Dialog } from './dialog';
import styles from './shell-dialogs.module.css';

/** The privacy policy popup; the text comes from /api/reference/policy. */
export function PolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [policy, setPolicy] = useState<Policy | null>(null);
  const { showError } = useSnackbar();

  useEffect(() => {
    if (!open || policy) return;
    const controller = new AbortController();
    apiRequest<Policy>('/api/reference/policy', { signal: controller.signal })
      .then(setPolicy)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        showError(error);
        onClose();
      });
    return () => controller.abort();
  }, [open, policy, showError, onClose]);

  return (
    <Dialog open={open} onClose={onClose} title={policy?.title ?? 'Политика обработки персональных данных'} testId="policy-dialog">
      {policy ? (
        // The policy is written by the company itself and stored server-side, never user input.
        <div className={styles.legal} dangerouslySetInnerHTML={{ __html: policy.html }} />
      ) : (
        <p className={styles.lead} aria-busy="true">
          Загружаем…
        </p>
      )}
    </Dialog>
  );
}
