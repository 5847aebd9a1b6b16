import { lazy, memo } from 'react';
import { Deferred } from '../../shell/deferred';
import lengthCounterStyles from '../../shell/forms/length-counter.module.css';
import { loginStyles } from '../auth';
import styles from './feedback.module.css';

// The main page's two forms are not in its first load (shell/deferred.tsx): each loads as the page
// hydrates, with the phone mask and the checks.
const AppLinkFormModule = lazy(() => import('./app-link').then((module) => ({ default: module.AppLinkForm })));
const BusinessLeadFormModule = lazy(() => import('./business-lead').then((module) => ({ default: module.BusinessLeadForm })));

/** "Прислать ссылку": the app's store links by SMS (app-link.tsx). */
export const AppLinkForm = memo(function AppLinkForm() {
  return (
    <Deferred fallback={<div className={styles.appLink} aria-busy="true" />} styles={[loginStyles]}>
      <AppLinkFormModule />
    </Deferred>
  );
});

/** "Больше 100 м² или много ячеек?": the business lead (business-lead.tsx). */
export const BusinessLeadForm = memo(function BusinessLeadForm() {
  return (
    <Deferred fallback={<div className={styles.panel} aria-busy="true" />} styles={[loginStyles, lengthCounterStyles]}>
      <BusinessLeadFormModule />
    </Deferred>
  );
});
