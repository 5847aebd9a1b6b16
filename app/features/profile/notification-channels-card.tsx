import { useEffect, useState } from 'react';
import type { ChannelChoices } from '../../../domains/notifications/preferences-schema';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { profileApi } from './profile-api';
import styles from './notification-channels.module.css';
import profileStyles from './profile.module.css';

type Category = keyof ChannelChoices;
type Channel = keyof ChannelChoices[Category];

const CATEGORIES: Array<{ key: Category; name: string; about: string }> = [
  { key: 'payments', name: 'Платежи', about: 'Оплата, отказ банка, автопродление, возврат денег' },
  { key: 'orders', name: 'Заказы', about: 'Бронь и её окончание, расторжение договора' },
  { key: 'support', name: 'Поддержка', about: 'Ответы в чате' },
  { key: 'news', name: 'Новости', about: 'Новые склады, акции и скидки' },
];

const CHANNELS: Array<{ key: Channel; name: string }> = [
  { key: 'sms', name: 'SMS' },
  { key: 'email', name: 'Почта' },
  { key: 'push', name: 'Push' },
];

/** Channels per category beside the site: each tick is saved at once, and undone if the server refuses it. */
export function NotificationChannelsCard({ choices: loaded, emailConfirmed }: { choices: ChannelChoices; emailConfirmed: boolean }) {
  const { showError } = useSnackbar();
  const [choices, setChoices] = useState(loaded);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChoices(loaded), [loaded]);

  async function toggle(category: Category, channel: Channel, on: boolean) {
    const before = choices;
    const next = { ...choices[category], [channel]: on };
    setChoices({ ...choices, [category]: next });
    setBusy(true);
    try {
      setChoices(await profileApi.setNotificationChannels({ [category]: next }));
    } catch (error) {
      setChoices(before);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={profileStyles.card} aria-labelledby="channels-title" data-testid="notification-channels">
      <h2 id="channels-title" className={profileStyles.cardTitle}>
        Уведомления
      </h2>
      <div className={styles.categories}>
        {CATEGORIES.map((category) => (
          <fieldset key={category.key} className={styles.category}>
            <legend className={styles.name}>{category.name}</legend>
            <p className={styles.about}>{category.about}</p>
            <div className={styles.channels}>
              {CHANNELS.map((channel) => (
                <label key={channel.key} className={styles.channel}>
                  <input
                    type="checkbox"
                    name={`${category.key}-${channel.key}`}
                    checked={choices[category.key][channel.key]}
                    disabled={busy}
                    onChange={(event) => void toggle(category.key, channel.key, event.target.checked)}
                  />
                  {channel.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className={profileStyles.hint}>
        Всё приходит в личный кабинет. SMS и письма — только о важном: платёж не прошёл, бронь заканчивается, деньги вернулись.
        {emailConfirmed ? '' : ' Письма приходят только на подтверждённую почту.'}
      </p>
    </section>
  );
}
