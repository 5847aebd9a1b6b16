import { useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { ACCESS_RULES, type AccessUser } from '../../../domains/orders/access/grants-schema';
import { moscowDate } from '../../../lib/moscow-calendar';
import { ApiError } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { fieldMessage, isPhoneComplete, PhoneField, phoneForApi } from '../auth';
import { subscriptionsApi } from './api';
import { day, lastPaidDay } from './format';
import styles from './access-users.module.css';

const stateTitles: Record<AccessUser['state'], string> = {
  active: 'Действует',
  scheduled: 'Начнётся позже',
  expired: 'Срок истёк',
  revoked: 'Отозван',
};

type Errors = Partial<Record<'phone' | 'name' | 'valid_from' | 'valid_to' | 'form', string>>;

/** «Доступ для других»: the owner gives a phone access to this order (address, hours, the way in, the gate code if allowed). */
export function AccessUsersCard({ order }: { order: OrderDetails }) {
  const shareable = order.status === 'active' || order.status === 'cancel_requested';
  const users = order.access_users;
  const live = users.filter((u) => u.state !== 'expired').length;
  return (
    <section className={styles.card} aria-labelledby="access-users-title" data-testid="access-users-card">
      <h2 id="access-users-title" className={styles.title}>
        Доступ для других
      </h2>
      <p className={styles.muted}>
        Человек получит SMS со ссылкой, войдёт по своему номеру и увидит только адрес склада, часы, ячейку и как пройти. Платежи, документы
        и настройки он не увидит.
      </p>
      {users.length > 0 ? (
        <ul className={styles.list} aria-label="Кому открыт доступ">
          {users.map((user) => (
            <AccessUserRow key={user.id} user={user} />
          ))}
        </ul>
      ) : null}
      {!shareable ? (
        <p className={styles.muted}>Дать доступ можно, пока аренда оплачена и действует.</p>
      ) : live >= ACCESS_RULES.maxLiveGrants ? (
        <p className={styles.muted}>
          Доступ открыт {ACCESS_RULES.maxLiveGrants} людям — это максимум. Отзовите один, чтобы добавить другого.
        </p>
      ) : (
        <GrantForm order={order} />
      )}
    </section>
  );
}

function AccessUserRow({ user }: { user: AccessUser }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await subscriptionsApi.revokeAccess(user.id, user.phone);
      snackbar.show({ text: 'Доступ отозван', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
    }
  };
  const until = user.valid_to ? `по ${lastPaidDay(user.valid_to)}` : 'пока действует аренда';
  return (
    <li className={styles.item} data-testid="access-user">
      <div className={styles.who}>
        <strong>{user.name ?? user.formatted_phone}</strong>
        {user.name ? <span className={styles.muted}>{user.formatted_phone}</span> : null}
        <span className={styles.muted}>
          {stateTitles[user.state]} · с {day(user.valid_from)} {until}
          {user.permissions.includes('gate_code') ? ' · видит код ворот' : ''}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={revoke}
        disabled={busy}
        aria-label={`Отозвать доступ ${user.formatted_phone}`}
      >
        Отозвать
      </button>
    </li>
  );
}

function GrantForm({ order }: { order: OrderDetails }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [gateCode, setGateCode] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const today = moscowDate(new Date());
  const lastDay = order.ends_at ? moscowDate(new Date(new Date(order.ends_at).getTime() - 1)) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPhoneComplete(phone)) {
      setErrors({ phone: 'Введите номер телефона полностью: +7 и 10 цифр' });
      phoneRef.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const checked = await subscriptionsApi.validatePhone(phoneForApi(phone));
      const made = await subscriptionsApi.grantAccess({
        order_id: order.id,
        phone: checked.phone,
        name: name.trim() || undefined,
        valid_from: from || undefined,
        valid_to: to || undefined,
        permissions: gateCode ? ['gate_code'] : [],
      });
      snackbar.show({
        text: made.sms_sent
          ? `Доступ открыт, SMS отправлено на ${checked.formatted}`
          : 'Доступ открыт, но SMS не ушло — перешлите ссылку сами',
        color: 'success',
        icon: 'success',
      });
      setPhone('');
      setName('');
      setFrom('');
      setTo('');
      await revalidator.revalidate();
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? error.fields : undefined;
      if (fields) {
        setErrors({ phone: fields.phone, name: fields.name, valid_from: fields.valid_from, valid_to: fields.valid_to });
      } else if (error instanceof ApiError && error.status === 409) {
        setErrors({ form: fieldMessage(error) ?? undefined });
      } else {
        snackbar.showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="access-grant-form">
      <h3 className={styles.subtitle}>Открыть доступ</h3>
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} disabled={busy} inputRef={phoneRef} label="Телефон человека" />
      <TextField label="Имя (необязательно)" value={name} onChange={setName} error={errors.name} autoComplete="off" />
      <div className={styles.dates}>
        <TextField label="С какого дня" type="date" value={from} onChange={setFrom} error={errors.valid_from} min={today} max={lastDay} />
        <TextField
          label="По какой день"
          type="date"
          value={to}
          onChange={setTo}
          error={errors.valid_to}
          min={from || today}
          max={lastDay}
        />
      </div>
      <p className={styles.muted}>
        Без дат — с сегодняшнего дня, пока действует аренда{lastDay ? ` (оплачена по ${lastPaidDay(order.ends_at)})` : ''}.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={gateCode} onChange={(e) => setGateCode(e.target.checked)} />
        <span>Показать код ворот</span>
      </label>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="access-grant-submit">
        Открыть доступ
      </button>
    </form>
  );
}

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'date';
  min?: string;
  max?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={props.type ?? 'text'}
        value={props.value}
        min={props.min}
        max={props.max}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
