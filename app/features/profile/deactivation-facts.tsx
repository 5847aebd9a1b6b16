import styles from './deactivation.module.css';

const FACTS = [
  { icon: '⎋', title: 'Выйдем на всех устройствах', text: 'Сеансы на сайте и в приложении завершатся сразу.' },
  {
    icon: '✕',
    title: 'Сотрём личные данные',
    text: 'Имя, дату рождения и почту. Бонусные баллы сгорят, восстановить аккаунт будет нельзя.',
  },
  {
    icon: '₽',
    title: 'История заказов и платежей сохранится',
    text: 'Её требует хранить закон о бухгалтерском учёте. Доступа к ней из аккаунта больше не будет.',
  },
  { icon: '☎', title: 'Номер освободится', text: 'С ним можно будет зарегистрироваться заново — это будет новый аккаунт.' },
] as const;

/** What deleting the account does: the same words on the public page, the cabinet and the app. */
export function DeactivationFacts() {
  return (
    <ul className={styles.facts} data-testid="deactivation-facts">
      {FACTS.map((fact) => (
        <li key={fact.title} className={styles.fact}>
          <span className={styles.factIcon} aria-hidden="true">
            {fact.icon}
          </span>
          <div>
            <strong>{fact.title}</strong>
            <span>{fact.text}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
