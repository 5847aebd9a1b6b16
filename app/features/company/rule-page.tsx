import { isCabinetSectionBuilt } from '../../shell/cabinet/cabinet-menu';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import type { PromoRule } from './rules-data';

/** A cabinet section not built yet gets no button (it would lead to a 404). */
function linksToBuiltPage(to: string): boolean {
  return !to.startsWith('/cabinet/') || isCabinetSectionBuilt(to);
}

/** One promotion: summary, conditions, steps, small print, the rules document and the call to action. */
export function RulePage({ rule }: { rule: PromoRule }) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Правила и акции', path: '/rules/' },
          { name: rule.title, path: `/rules/${rule.slug}/` },
        ]}
      />
      <header className={styles.hero}>
        <span className={styles.badge}>{rule.badge}</span>
        <h1 className={styles.title}>{rule.title}</h1>
        <p className={styles.lead}>{rule.summary}</p>
        <div className={styles.actions}>
          <SmartLink to={rule.cta.to} className="btn btn-primary">
            {rule.cta.label}
          </SmartLink>
          {rule.secondaryCta && linksToBuiltPage(rule.secondaryCta.to) ? (
            <SmartLink to={rule.secondaryCta.to} className="btn btn-secondary">
              {rule.secondaryCta.label}
            </SmartLink>
          ) : null}
        </div>
      </header>

      <section className={styles.section} aria-labelledby="rule-conditions">
        <h2 id="rule-conditions" className={styles.sectionTitle}>
          Условия
        </h2>
        <ul className={styles.checks}>
          {rule.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="rule-steps">
        <h2 id="rule-steps" className={styles.sectionTitle}>
          Как получить
        </h2>
        <ol className={styles.steps}>
          {rule.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="rule-faq">
        <h2 id="rule-faq" className={styles.sectionTitle}>
          Важно знать
        </h2>
        <dl className={styles.faq}>
          {rule.faq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.legal}>
          Акция проводится по <SmartLink to="/documents/">Правилам проведения акций</SmartLink> — в них общий порядок начисления скидок и
          баллов, сроки и ответственность сторон. Если условия на этой странице и в Правилах расходятся, действуют Правила.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="rule-more">
        <h2 id="rule-more" className={styles.sectionTitle}>
          Другие акции
        </h2>
        <SmartLink to="/rules/">Все правила и акции</SmartLink>
      </section>
    </div>
  );
}
