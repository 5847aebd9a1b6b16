import { SmartLink } from '../../shell/smart-link';
import styles from './hero.module.css';
import { joinRu, useHomeFacts } from './use-home-facts';

const highlights = ['Договор и оплата онлайн', 'Поддержка круглосуточно', 'Без залога за ячейку'];

/** First screen: what Местечко is, and the way into storage. */
export function Hero() {
  const { citiesIn } = useHomeFacts();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {citiesIn.length > 0 ? <p className={styles.eyebrow}>Работаем в {joinRu(citiesIn)}</p> : null}
          <h1 id="home-title" className={styles.title}>
            Хранение, переезд, инструменты и&nbsp;квартиры&nbsp;— в&nbsp;одном аккаунте
          </h1>
          <p className={styles.subtitle}>
            Личные ячейки на тёплых складах, вывоз вещей грузчиками и доставка обратно, инструменты из постаматов и квартиры на короткий
            срок. Бронируйте и платите онлайн — договоры, коды доступа и чеки всегда в личном кабинете.
          </p>
          <div className={styles.actions}>
            <SmartLink to="/storages/" className={`btn btn-primary ${styles.action}`}>
              Подобрать ячейку
            </SmartLink>
            <SmartLink to="/clouds/" className={`btn btn-secondary ${styles.action}`}>
              Заказать вывоз вещей
            </SmartLink>
          </div>
          <ul className={styles.highlights}>
            {highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <img
          className={styles.picture}
          src="/images/home/hero.svg"
          width={560}
          height={440}
          alt="Склад с ячейками, фургон с вещами, постамат с инструментами и квартира с ключом"
        />
      </div>
    </section>
  );
}
