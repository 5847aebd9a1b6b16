import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import type { PromoRule } from './rules-data';

/** The /rules/ page: the promotions as cards, each leading to its rules. */
export function RulesPage({ rules }: { rules: readonly PromoRule[] }) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Правила и акции', path: '/rules/' }]} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Правила и акции</h1>
        <p className={styles.lead}>
          Скидки и баллы, которые действуют во всех городах Местечка. На странице каждой акции — условия, как её получить и ответы на частые
          вопросы.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="rules-list">
        <h2 id="rules-list" className={styles.sectionTitle}>
          Действующие акции
        </h2>
        <ul className={styles.grid}>
          {rules.map((rule) => (
            <li key={rule.slug} className={styles.card}>
              <span className={styles.badge}>{rule.badge}</span>
              <h3 className={styles.cardTitle}>{rule.title}</h3>
              <p className={styles.cardText}>{rule.summary}</p>
              <SmartLink to={`/rules/${rule.slug}/`} className={styles.cardLink}>
                Условия акции<span className="visually-hidden"> «{rule.title}»</span> →
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="rules-documents">
        <h2 id="rules-documents" className={styles.sectionTitle}>
          Документы
        </h2>
        <p className={styles.text}>
          Общий порядок проведения акций, начисления и списания баллов описан в{' '}
          <SmartLink to="/documents/">Правилах проведения акций</SmartLink>. Правила поведения на складах и в квартирах — там же, в разделе
          «Документы».
        </p>
      </section>
    </div>
  );
}
