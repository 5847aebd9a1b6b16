import { useEffect, useState } from 'react';
import { siteConfig } from '../../../lib/site-config';
import { getDeviceId } from '../../shell/device-id';
import { useShellData } from '../../shell/shell-data';
import type { Route } from './+types/test';
import styles from './test.module.css';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

export function meta(): Route.MetaDescriptors {
  return [{ title: `Проверка webview — ${siteConfig.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** A page the mobile app opens to check that its webview works: what the site sees of it. */
export default function WebviewTest() {
  const { webview, cities, cityId } = useShellData();
  const [deviceId, setDeviceId] = useState<string>('…');
  const [online, setOnline] = useState<boolean | null>(null);
  useEffect(() => {
    void getDeviceId().then(setDeviceId);
    setOnline(navigator.onLine);
  }, []);
  const city = cities.find((c) => c.id === cityId);
  return (
    <section>
      <h1>Webview работает</h1>
      <p>Эта страница помогает проверить встроенный просмотр приложения «{siteConfig.brandName}».</p>
      <dl className={styles.facts} data-testid="webview-facts">
        <dt>Режим webview</dt>
        <dd>{webview ? 'включён' : 'выключен'}</dd>
        <dt>Идентификатор устройства</dt>
        <dd>{deviceId}</dd>
        <dt>Город</dt>
        <dd>{city?.name ?? '—'}</dd>
        <dt>Сеть</dt>
        <dd>{online === null ? '…' : online ? 'есть соединение' : 'нет соединения'}</dd>
      </dl>
    </section>
  );
}
