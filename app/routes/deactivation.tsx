import { SmartLink } from '../shell/smart-link';
import { siteConfig } from '../../lib/site-config';
import { DeactivationFacts } from '../features/profile/deactivation-facts';
import styles from '../features/profile/deactivation.module.css';
import { loginThenHref } from '../features/auth/safe-redirect';
import { useViewer } from '../shell/shell-data';
import type { Route } from './+types/deactivation';

const TITLE = 'Как удалить аккаунт — Местечко';
const DESCRIPTION =
  'Что происходит при удалении аккаунта Местечко: выход на всех устройствах, удаление личных данных, хранение истории платежей по закону.';

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: `${siteConfig.siteUrl}/deactivation/` },
];

/** /deactivation/ (public): what deleting the account does, and the way to do it. */
export default function DeactivationRoute() {
  const viewer = useViewer();
  return (
    <div className={styles.publicPage}>
      <h1 className={styles.title}>Удаление аккаунта</h1>
      <p className={styles.lead}>Удалить аккаунт можно в личном кабинете на сайте или в приложении, в разделе «Мои данные».</p>
      <DeactivationFacts />
      <div className={styles.cta}>
        {viewer ? (
          <SmartLink to="/cabinet/account/deactivation/" className="btn btn-primary">
            Перейти к удалению аккаунта
          </SmartLink>
        ) : (
          <SmartLink to={loginThenHref('/cabinet/account/deactivation/')} className="btn btn-primary">
            Войдите, чтобы удалить аккаунт
          </SmartLink>
        )}
        <a href={`mailto:${siteConfig.email}`} className="btn btn-secondary">
          Написать в поддержку
        </a>
      </div>
    </div>
  );
}
