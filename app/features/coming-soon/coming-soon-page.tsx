import { SmartLink } from '../../shell/smart-link';
import styles from './coming-soon.module.css';
import { LaunchForm } from './launch-form';
import type { ComingSoonLine } from './lines';

/** The page of a service line that is not open yet: what it will be, «Скоро» and «Сообщить о запуске». */
export function ComingSoonPage({ line }: { line: ComingSoonLine }) {
  return (
    <div className={`container ${styles.page}`} data-testid="coming-soon">
      <div className={styles.intro}>
        <p className={styles.badge}>Скоро</p>
        <h1 className={styles.title}>{line.title}</h1>
        <p className={styles.lead}>{line.lead}</p>
        <ul className={styles.points}>
          {line.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className={styles.now}>
          Уже работает: <SmartLink to="/storages/">хранение вещей на тёплых складах</SmartLink>.
        </p>
      </div>
      <LaunchForm service={line.service} title={line.title} />
    </div>
  );
}
