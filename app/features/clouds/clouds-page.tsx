import { memo } from 'react';
import { formatRub } from '../../../lib/format/money';
import { Deferred, deferredPart } from '../../shell/deferred';
import type { CloudCalculatorProps } from './cloud-calculator';
import { formatVolume } from './cloud-format';
import styles from './clouds.module.css';

// The calculator's and the return form's code comes at the visitor's first use of the page
// (shell/deferred.tsx): until then their server HTML (the calculator with its calendar) is the
// part, a first tap on it is held and done once it is live, and a first load fetches none of it.
const Calculator = deferredPart(() => import('./calculator.deferred'));
const ReturnRequest = deferredPart(() => import('./return-request.deferred'));

const CalculatorPart = memo(function CalculatorPart(props: CloudCalculatorProps) {
  return (
    <Deferred fallback={<p className={styles.hint}>Загружаем калькулятор…</p>}>
      <Calculator {...props} />
    </Deferred>
  );
});

const ReturnPart = memo(function ReturnPart() {
  return (
    <Deferred>
      <ReturnRequest />
    </Deferred>
  );
});

const STEPS = [
  { title: 'Выберите объём и время', text: 'Посчитайте объём по вещам, выберите срок хранения, день и интервал, когда удобно.' },
  { title: 'Грузчики приедут и упакуют', text: 'Разберут, упакуют и вынесут вещи, составят опись. Подъём на этаж включён.' },
  { title: 'Опись с фотографиями', text: 'На складе каждую вещь сфотографируют и опишут — всё видно в личном кабинете.' },
  { title: 'Вернём по запросу', text: 'Выберите вещи в кабинете и время — привезём все сразу или только нужные.' },
] as const;

const FEATURES = [
  'Тёплый охраняемый склад с видеонаблюдением',
  'Платите только за объём, который занимают вещи',
  'Вывоз включён в тариф — без доплат за первую поездку',
  'Обмерим вещи на складе и пересчитаем цену по настоящему объёму',
] as const;

export interface CloudsPageData extends Omit<CloudCalculatorProps, 'here'> {
  /** The cheapest month of the first volume, with the longest period's discount. */
  fromPerMonth: number | null;
}

const HERE = '/clouds/';

/** /clouds/: what storage with movers is, how it works, what it costs, the calculator and «Вернуть вещи». */
export function CloudsPage({ data }: { data: CloudsPageData }) {
  const { site } = data;
  return (
    <div className={styles.page} data-testid="clouds-page">
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>Хранение с доставкой</p>
            <h1 className={styles.title}>Заберём вещи, сохраним на тёплом складе и привезём обратно</h1>
            <p className={styles.lead}>
              Грузчики приедут в удобное время, упакуют и вывезут вещи. Опись с фотографиями — в личном кабинете, вернём всё или только
              нужное по вашей заявке.
            </p>
            <div className={styles.heroActions}>
              <a className="btn btn-primary" href="#calculator">
                Рассчитать стоимость
              </a>
              <a className="btn btn-secondary" href="#return">
                Вернуть вещи
              </a>
            </div>
          </div>
          <div className={styles.heroCard}>
            {data.fromPerMonth !== null ? (
              <p className={styles.heroPrice} data-testid="clouds-from-price">
                от <strong>{formatRub(data.fromPerMonth)}</strong> в месяц за {formatVolume(data.initial.volume)}
              </p>
            ) : null}
            <ul className={styles.features}>
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="clouds-steps">
        <h2 id="clouds-steps" className={styles.sectionTitle}>
          Как это работает
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="calculator" className={`container ${styles.section}`} aria-labelledby="clouds-calc">
        <h2 id="clouds-calc" className={styles.sectionTitle}>
          Сколько стоит
        </h2>
        <p className={styles.sectionLead}>
          Цена зависит от объёма и срока: чем дольше храните, тем дешевле месяц. Первый вывоз — в цене
          {site.return_delivery_price !== null ? `, обратная доставка — ${formatRub(site.return_delivery_price)} за поездку` : ''}.
        </p>
        <CalculatorPart
          site={site}
          initialTariffs={data.initialTariffs}
          initial={data.initial}
          initialCalendar={data.initialCalendar}
          here={HERE}
          initialQuote={data.initialQuote}
        />
      </section>

      <section id="return" className={`container ${styles.section}`} aria-labelledby="clouds-return">
        <div className={styles.returnBox}>
          <div>
            <h2 id="clouds-return" className={styles.sectionTitle}>
              Вернуть вещи
            </h2>
            <p className={styles.sectionLead}>
              Уже храните у нас? Оставьте телефон — перезвоним и договоримся о доставке. Если вы вошли, откроем ваше хранение в кабинете:
              там можно выбрать вещи и время.
            </p>
          </div>
          <ReturnPart />
        </div>
      </section>
    </div>
  );
}
