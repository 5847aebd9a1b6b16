import { lazy, memo } from 'react';
import { Deferred } from '../../shell/deferred';
import { loginStyles } from '../auth';
import { homeStyles as shared } from '../home';
import styles from './callback-lead.module.css';

// The form (its fields, checks and the phone mask) is not in the page's first load (shell/deferred.tsx).
const CallbackForm = lazy(() => import('./callback-form').then((module) => ({ default: module.CallbackForm })));

const DeferredForm = memo(function DeferredForm() {
  return (
    <Deferred fallback={<div className={styles.form} aria-busy="true" />} styles={[loginStyles]}>
      <CallbackForm />
    </Deferred>
  );
});

/** "Перезвоните мне": a lead with the phone, the service and the city; success opens "Заявка принята". */
export function CallbackLead() {
  return (
    <section className={`${shared.section} ${shared.surface}`} aria-labelledby="callback-title" data-testid="callback-lead">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <h2 id="callback-title" className={shared.title}>
            Перезвоните мне
          </h2>
          <p className={shared.lead}>
            Оставьте номер — менеджер позвонит, ответит на вопросы и поможет выбрать ячейку, доставку, инструмент или квартиру.
          </p>
        </div>
        <DeferredForm />
      </div>
    </section>
  );
}
