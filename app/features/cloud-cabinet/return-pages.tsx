import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import type { CloudItem, CloudOrder, CloudRequest } from './api';
import { itemsCount, windowText, type CabinetBase } from './format';
import { ItemCard } from './items-page';
import { idList } from './load';
import styles from './cloud-cabinet.module.css';

/** The choice of the return in the URL: `?all=1` or `?items=1,2,3` (it survives a reload and the way back). */
export interface ReturnChoice {
  all: boolean;
  itemIds: number[];
}

export function readChoice(search: URLSearchParams): ReturnChoice {
  return { all: search.get('all') === '1', itemIds: idList(search.get('items')) };
}

export function choiceQuery(choice: ReturnChoice): string {
  if (choice.all) return '?all=1';
  return choice.itemIds.length ? `?items=${choice.itemIds.join(',')}` : '';
}

/** The items a choice returns, of those still stored. */
export function chosenItems(items: CloudItem[], choice: ReturnChoice): CloudItem[] {
  const stored = items.filter((item) => item.status === 'stored');
  if (choice.all) return stored;
  const ids = new Set(choice.itemIds);
  return stored.filter((item) => ids.has(item.id));
}

export function ReturnHead({ cloud, base, step }: { cloud: CloudOrder; base: CabinetBase; step: 1 | 2 }) {
  const back = step === 1 ? `${base}subscriptions/clouds/${cloud.order.id}/` : null;
  return (
    <>
      {back ? (
        <p className={styles.back}>
          <SmartLink to={back}>← Заказ № {cloud.order.id}</SmartLink>
        </p>
      ) : null}
      <h1 className={styles.title}>Вернуть вещи</h1>
      <p className={styles.lead}>
        Шаг {step} из 2 · {step === 1 ? 'что привезти' : 'куда и когда'}
      </p>
    </>
  );
}

/** /…/clouds/{id}/return/: which items come back (or everything), with their photos. */
export function ReturnChoosePage({ cloud, items, base = '/cabinet/' }: { cloud: CloudOrder; items: CloudItem[]; base?: CabinetBase }) {
  const [search] = useSearchParams();
  // The choice is the page's own state, mirrored into the URL without a navigation (a reload keeps it).
  const [choice, setChoice] = useState(() => readChoice(search));
  const stored = items.filter((item) => item.status === 'stored');
  const chosen = chosenItems(items, choice);
  const everything = choice.all || (stored.length > 0 && chosen.length === stored.length);

  const nextQuery = choiceQuery(everything ? { all: true, itemIds: [] } : choice);
  const update = (next: ReturnChoice) => {
    setChoice(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${choiceQuery(next)}`);
  };
  const toggle = (id: number) => {
    const ids = new Set(chosen.map((item) => item.id));
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    update({ all: false, itemIds: [...ids] });
  };

  if (stored.length === 0) {
    return (
      <>
        <ReturnHead cloud={cloud} base={base} step={1} />
        <section className={styles.empty} data-testid="return-nothing">
          <p>На складе нет вещей этого заказа, которые можно вернуть.</p>
          <SmartLink to={`${base}subscriptions/clouds/${cloud.order.id}/`} className="btn btn-secondary">
            К заказу
          </SmartLink>
        </section>
      </>
    );
  }

  return (
    <>
      <ReturnHead cloud={cloud} base={base} step={1} />
      <label className={styles.choice} data-testid="return-all">
        <input
          type="checkbox"
          checked={everything}
          onChange={() => update(everything ? { all: false, itemIds: [] } : { all: true, itemIds: [] })}
        />
        <span>Вернуть всё · {itemsCount(stored.length)}</span>
      </label>
      <ul className={styles.items} style={{ marginTop: 12 }}>
        {stored.map((item) => {
          const on = chosen.some((c) => c.id === item.id);
          return (
            <ItemCard key={item.id} item={item} chosen={on}>
              <label className={styles.check}>
                <input type="checkbox" checked={on} onChange={() => toggle(item.id)} data-testid={`return-pick-${item.id}`} />
                <span>Вернуть</span>
              </label>
            </ItemCard>
          );
        })}
      </ul>
      <div className={styles.group}>
        <p className={styles.muted} data-testid="return-chosen">
          {chosen.length ? `Выбрано: ${itemsCount(chosen.length)}` : 'Отметьте вещи, которые привезти'}
        </p>
        {chosen.length ? (
          <SmartLink
            to={`${base}subscriptions/clouds/${cloud.order.id}/return/confirmation/${nextQuery}`}
            className="btn btn-primary"
            data-testid="return-next"
          >
            Дальше
          </SmartLink>
        ) : (
          <button type="button" className="btn btn-primary" disabled>
            Дальше
          </button>
        )}
      </div>
    </>
  );
}

/** /…/clouds/{id}/return/success/: what happens next and the request's page. */
export function ReturnSuccessPage({
  request,
  orderId,
  base = '/cabinet/',
}: {
  request: CloudRequest | null;
  orderId: number;
  base?: CabinetBase;
}) {
  return (
    <>
      <h1 className={styles.title}>Возврат оформлен</h1>
      <div className={`${styles.banner} ${styles.bannerOk}`} data-testid="return-success">
        {request ? (
          <p>
            Заявка № {request.id}: {itemsCount(request.items.length)}, {windowText(request.window)}.
          </p>
        ) : null}
        <p>Кладовщик соберёт вещи, диспетчер назначит грузчиков. Когда они выедут, пришлём SMS со временем приезда.</p>
      </div>
      <div className={styles.actions}>
        {request ? (
          <SmartLink to={`${base}requests/${request.id}/`} className="btn btn-primary" data-testid="return-request-link">
            Следить за заявкой
          </SmartLink>
        ) : null}
        <SmartLink to={`${base}subscriptions/clouds/${orderId}/`} className="btn btn-secondary">
          К заказу
        </SmartLink>
      </div>
    </>
  );
}
