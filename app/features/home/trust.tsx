import { formatDegrees } from '../../../domains/storages/facts';
import { pluralRu } from '../../../lib/format/plural';
import { siteConfig } from '../../../lib/site-config';
import shared from './home.module.css';
import styles from './trust.module.css';
import { joinRu, useHomeFacts } from './use-home-facts';

interface Figure {
  value: string;
  label: string;
}

/** Figures that back the promise: years of work, cities, access hours and conditions. */
export function Trust() {
  const { cityNames, years, storage } = useHomeFacts();
  const figures: Figure[] = [
    { value: `${years} ${pluralRu(years, ['год', 'года', 'лет'])}`, label: `работаем с ${siteConfig.foundedYear} года` },
    ...(cityNames.length > 0
      ? [
          {
            value: `${cityNames.length} ${pluralRu(cityNames.length, ['город', 'города', 'городов'])}`,
            label: joinRu(cityNames),
          },
        ]
      : []),
    {
      value: '24/7',
      label:
        storage.warehouses === 0 || storage.warehouses_24h === storage.warehouses
          ? 'доступ к ячейкам и поддержка'
          : storage.warehouses_24h > 0
            ? `поддержка, доступ к ячейкам — ` +
              `на ${storage.warehouses_24h} ${pluralRu(storage.warehouses_24h, ['складе', 'складах', 'складах'])} ` +
              `из ${storage.warehouses}`
            : 'поддержка',
    },
    ...(storage.temperature_from !== null
      ? [{ value: `от ${formatDegrees(storage.temperature_from)}`, label: 'на складах даже зимой' }]
      : []),
  ];

  return (
    <section className={shared.section} aria-labelledby="trust-title">
      <div className="container">
        <div className={shared.head}>
          <h2 id="trust-title" className={shared.title}>
            Почему нам доверяют
          </h2>
          <p className={shared.lead}>
            Работаем по публичному договору, склады охраняются круглосуточно, а за каждым заказом следит живая поддержка — не бот.
          </p>
        </div>
        <ul className={styles.figures}>
          {figures.map((figure) => (
            <li key={figure.value} className={styles.figure}>
              <span className={styles.value}>{figure.value}</span>
              <span className={styles.label}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
