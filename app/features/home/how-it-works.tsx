import shared from './home.module.css';
import styles from './how-it-works.module.css';

const steps = [
  {
    title: 'Выберите',
    text:
      'Ячейку нужного размера, вывоз вещей, инструмент или квартиру — на сайте или в приложении. Цена ' +
      'видна сразу, звонить менеджеру не нужно.',
    icon: '/images/home/step-choose.svg',
  },
  {
    title: 'Забронируйте и оплатите онлайн',
    text: 'Картой или через СБП. Договор подписывается кодом из СМС и сразу появляется в личном кабинете.',
    icon: '/images/home/step-pay.svg',
  },
  {
    title: 'Пользуйтесь',
    text: 'Откройте склад или постамат личным кодом, встретьте грузчиков в выбранный час или заселитесь по инструкции из приложения.',
    icon: '/images/home/step-use.svg',
  },
] as const;

/** Three steps that are the same for every service line. */
export function HowItWorks() {
  return (
    <section className={`${shared.section} ${shared.surface}`} aria-labelledby="how-title">
      <div className="container">
        <div className={shared.head}>
          <h2 id="how-title" className={shared.title}>
            Как это работает
          </h2>
          <p className={shared.lead}>Три шага — одинаково для склада, доставки, проката и квартир.</p>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <div className={styles.marker}>
                <img src={step.icon} width={40} height={40} alt="" loading="lazy" decoding="async" />
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
