import { SmartLink } from '../../shell/smart-link';
import type { RentalPenalty } from '../../../domains/content/schema';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { groupPenalties } from './group-penalties';
import { penaltyAmount } from './penalty-amount';
import styles from './prokat-fines.module.css';

const groupId = (index: number) => `fines-group-${index + 1}`;

/** /prokat-fines/: the rental fines by group, and how they are charged and disputed. */
export function ProkatFines({ penalties }: { penalties: RentalPenalty[] }) {
  const groups = groupPenalties(penalties);
  const phone = siteConfig.rentalPhone;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>Штрафы проката</h1>
        <p className={styles.lead}>
          Штрафы начисляются, только если инструмент вернули позже срока, повредили, потеряли, вернули грязным или нарушили правила
          постамата. Суммы — по <SmartLink to="/documents/prokat-contract/">договору проката</SmartLink>.
        </p>
        {groups.length > 1 && (
          <nav aria-label="Разделы штрафов" className={styles.toc}>
            {groups.map((group, index) => (
              <a key={group.name} href={`#${groupId(index)}`} className={styles.tocLink}>
                {group.name}
              </a>
            ))}
          </nav>
        )}
      </header>

      {groups.length === 0 ? (
        <p className={styles.empty}>Список штрафов сейчас недоступен. Уточните условия на линии проката.</p>
      ) : (
        groups.map((group, index) => (
          <section key={group.name} className={styles.group} aria-labelledby={groupId(index)}>
            <h2 id={groupId(index)} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.list}>
              {group.items.map((penalty) => (
                <li key={penalty.id} className={styles.item} data-testid="penalty">
                  <div className={styles.what}>
                    <h3 className={styles.itemTitle}>{penalty.title}</h3>
                    <p className={styles.description}>{penalty.description}</p>
                  </div>
                  <p className={styles.price}>
                    <span className={penalty.amount === null ? `${styles.amount} ${styles.amountWords}` : styles.amount}>
                      {penaltyAmount(penalty)}
                    </span>
                    <span className={styles.unit}>{penalty.unit}</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <section className={styles.note} aria-labelledby="fines-how">
        <h2 id="fines-how" className={styles.noteTitle}>
          Как списывается штраф
        </h2>
        <ol className={styles.steps}>
          <li>Штраф списывается с карты, которую вы привязали при оплате аренды. Отдельно вводить данные карты не нужно.</li>
          <li>
            Перед списанием придёт уведомление в приложении и SMS: за что штраф и сколько. Акт осмотра или диагностики появится в заказе в
            личном кабинете.
          </li>
          <li>
            Не согласны со штрафом — позвоните на линию проката{' '}
            <a href={phoneHref(phone)} className={styles.phone}>
              {formatPhone(phone)}
            </a>{' '}
            или напишите в поддержку в течение 3 дней. Пока мы проверяем обращение, спорная сумма не списывается.
          </li>
        </ol>
      </section>
    </div>
  );
}
