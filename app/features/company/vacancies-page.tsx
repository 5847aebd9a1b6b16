import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import { applyHref, jobsEmail, salaryLabel, type Vacancy } from './vacancies-data';
import vacancyStyles from './vacancies.module.css';

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const titleId = `vacancy-${vacancy.id}`;
  return (
    <li className={vacancyStyles.vacancy}>
      <div className={vacancyStyles.head}>
        <h3 id={titleId} className={styles.cardTitle}>
          {vacancy.title}
        </h3>
        <p className={vacancyStyles.salary}>{salaryLabel(vacancy)}</p>
      </div>
      <ul className={vacancyStyles.facts}>
        <li>{vacancy.city}</li>
        <li>{vacancy.schedule}</li>
      </ul>
      <p className={styles.cardText}>{vacancy.summary}</p>
      <details className={vacancyStyles.details}>
        <summary className={vacancyStyles.summary}>Обязанности и требования</summary>
        <div className={vacancyStyles.columns}>
          <div>
            <h4 className={vacancyStyles.subTitle}>Что делать</h4>
            <ul className={styles.checks}>
              {vacancy.duties.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className={vacancyStyles.subTitle}>Кого ищем</h4>
            <ul className={styles.checks}>
              {vacancy.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className={vacancyStyles.subTitle}>Что предлагаем</h4>
            <ul className={styles.checks}>
              {vacancy.offer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <a className="btn btn-primary" href={applyHref(vacancy)}>
          Откликнуться
        </a>
      </details>
    </li>
  );
}

/** The /vacancies/ page: openings with their details and how to apply. */
export function VacanciesPage({ vacancies }: { vacancies: readonly Vacancy[] }) {
  const email = jobsEmail();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Вакансии', path: '/vacancies/' }]} />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Работа в Местечке</p>
        <h1 className={styles.title}>Вакансии</h1>
        <p className={styles.lead}>
          Нам нужны люди, которые бережно относятся к чужим вещам и времени: на склады, в выездные бригады, в поддержку и в команду
          разработки. Оформляем официально, зарплату платим вовремя.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="vacancies-open">
        <h2 id="vacancies-open" className={styles.sectionTitle}>
          Открытые вакансии
        </h2>
        {vacancies.length > 0 ? (
          <ul className={vacancyStyles.list}>
            {vacancies.map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} />
            ))}
          </ul>
        ) : (
          <p className={styles.text}>
            Сейчас открытых вакансий нет, но мы всегда рады сильным людям — пришлите резюме, и мы напишем, когда появится подходящее место.
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="vacancies-apply">
        <h2 id="vacancies-apply" className={styles.sectionTitle}>
          Как откликнуться
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Пришлите резюме</h3>
            <p className={styles.stepText}>
              На <a href={applyHref()}>{email}</a>. В теме письма укажите вакансию и город — кнопка «Откликнуться» подставит их сама.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Короткий созвон</h3>
            <p className={styles.stepText}>Ответим в течение трёх рабочих дней и договоримся о звонке на 20–30 минут.</p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Встреча и оффер</h3>
            <p className={styles.stepText}>Познакомим с командой и местом работы, а после — пришлём предложение с условиями.</p>
          </li>
        </ol>
      </section>
    </div>
  );
}
