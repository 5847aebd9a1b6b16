import { SmartLink } from '../../shell/smart-link';
import { PROKAT_CATALOG_PATH, PROKAT_FINES_PATH, PROKAT_TARIFFS_PATH } from './paths';
import styles from './prokat.module.css';

export const HOW_IT_WORKS_STEPS = [
  { title: 'Выберите инструмент', text: 'В каталоге или в постамате рядом: на карте видно, где что лежит сейчас.' },
  {
    title: 'Забронируйте и оплатите',
    text: 'Картой онлайн, на час, сутки или неделю. Залог блокируется на карте и возвращается после сдачи.',
  },
  {
    title: 'Откройте ячейку со смартфона',
    text: 'Подойдите к постамату и откройте ячейку в приложении или в личном кабинете — без кодов и очередей.',
  },
  {
    title: 'Верните в любой постамат',
    text: 'Положите инструмент в свободную ячейку любого постамата сети и закройте дверцу — прокат завершится.',
  },
] as const;

/** «Как это работает»: the four steps of a rental, and where to read on (catalogue, prices, fines). */
export function HowItWorks() {
  return (
    <section className={styles.how} aria-labelledby="prokat-how-title" data-testid="prokat-how">
      <h2 id="prokat-how-title" className={styles.sectionTitle}>
        Как это работает
      </h2>
      <ol className={styles.steps}>
        {HOW_IT_WORKS_STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <ul className={styles.moreLinks}>
        <li>
          <SmartLink to={PROKAT_CATALOG_PATH} className={styles.moreLink}>
            Каталог инструментов
          </SmartLink>
        </li>
        <li>
          <SmartLink to={PROKAT_TARIFFS_PATH} className={styles.moreLink}>
            Тарифы проката
          </SmartLink>
        </li>
        <li>
          <SmartLink to={PROKAT_FINES_PATH} className={styles.moreLink}>
            Штрафы проката
          </SmartLink>
        </li>
      </ul>
    </section>
  );
}
