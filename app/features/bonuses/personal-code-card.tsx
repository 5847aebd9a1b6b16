import { useEffect, useState } from 'react';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import type { PersonalCodeAnswer } from './bonuses-data';
import styles from './bonuses.module.css';

/** The personal code with «Скопировать» and, where the browser can, «Поделиться» (navigator.share). */
export function PersonalCodeCard({ code }: { code: PersonalCodeAnswer }) {
  const { show } = useSnackbar();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code.code);
      show({ text: `Промокод ${code.code} скопирован`, color: 'success', icon: 'success' });
    } catch {
      show({ text: `Не удалось скопировать. Промокод: ${code.code}`, color: 'info', icon: 'info' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Промокод Местечка', text: code.share_text });
    } catch {
      // the person closed the share sheet
    }
  }

  return (
    <section className={styles.card} aria-labelledby="bonus-code-title">
      <h2 id="bonus-code-title" className={styles.cardTitle}>
        Промокод для друзей
      </h2>
      <p className={styles.code} data-testid="bonus-personal-code">
        {code.code}
      </p>
      <p className={styles.muted}>{code.text}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => void copy()} data-testid="bonus-code-copy">
          Скопировать
        </button>
        {canShare ? (
          <button type="button" className="btn btn-secondary" onClick={() => void share()} data-testid="bonus-code-share">
            Поделиться
          </button>
        ) : null}
      </div>
      {code.used_count > 0 ? <p className={styles.muted}>Друзей с заказом по промокоду: {code.used_count}</p> : null}
    </section>
  );
}
