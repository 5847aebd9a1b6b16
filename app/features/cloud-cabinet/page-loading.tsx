import styles from './cloud-cabinet.module.css';

/** What a cabinet page of the clouds line shows while its data comes (the first load and hydration). */
export function CabinetPageLoading({ title }: { title: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead} role="status">
        Загружаем…
      </p>
    </>
  );
}
