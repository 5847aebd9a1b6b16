import type { ReactNode } from 'react';
import { SmartLink } from '../../../shell/smart-link';
import styles from './cancel.module.css';

/** The row under a step: «Назад» on the left when there is a way back, the step's own actions on the right. */
export function StepNav({ back, children }: { back?: string; children: ReactNode }) {
  return (
    <div className={styles.nav}>
      {back ? (
        <SmartLink to={back} className="btn btn-ghost">
          Назад
        </SmartLink>
      ) : null}
      {children}
    </div>
  );
}

/** The step's way forward when the step decides where it leads (it may check or carry its choices first). */
export function NextButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-primary" disabled={disabled} onClick={onClick} data-testid="cancel-next">
      {children}
    </button>
  );
}

/** The step's way forward when it is a plain link to the next step. */
export function NextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SmartLink to={to} className="btn btn-primary" data-testid="cancel-next">
      {children}
    </SmartLink>
  );
}
