import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import type { Profile } from '../../../domains/profile/schema';
import { formatPhone } from '../../../lib/format/phone';
import { useCountdown } from '../auth';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import type { ChannelChoices } from '../../../domains/notifications/preferences-schema';
import { EmailDialog } from './email-dialog';
import { NotificationChannelsCard } from './notification-channels-card';
import { PersonalForm } from './personal-form';
import { PhoneChangeDialog } from './phone-change-dialog';
import { profileApi } from './profile-api';
import styles from './profile.module.css';

export type ProfileVariant = 'site' | 'webview';

/** Where the deactivation page of each variant lives. */
export function deactivationPath(variant: ProfileVariant): string {
  return variant === 'webview' ? '/webview/account/deactivation/' : '/cabinet/account/deactivation/';
}

/**
 * "Мои данные" (/cabinet/profile/ and its webview twin): personal data, the phone and e-mail
 * with their changes, the notification channels, the advertising consent and the way to delete the account.
 */
export function ProfilePage({
  profile: loaded,
  variant,
  channels,
}: {
  profile: Profile;
  variant: ProfileVariant;
  channels: ChannelChoices;
}) {
  const revalidator = useRevalidator();
  const [profile, setProfile] = useState(loaded);
  useEffect(() => setProfile(loaded), [loaded]);

  /** A change answered with the new profile: shown at once, then the loaders (header too) catch up. */
  const changed = (next?: Profile) => {
    if (next) setProfile(next);
    void revalidator.revalidate();
  };

  return (
    <>
      <h1 className={styles.title}>Мои данные</h1>
      <p className={styles.lead}>Эти данные нужны для договоров, чеков и связи с вами.</p>
      <div className={styles.sections}>
        <section className={styles.card}>
          <PersonalForm key={profile.id} profile={profile} onSaved={changed} />
        </section>
        <ContactsCard profile={profile} onChanged={changed} />
        {variant === 'site' ? <DocumentsCard passportType={profile.passport_type} /> : null}
        {variant === 'site' ? <CompaniesCard /> : <MoreDataCard />}
        <NotificationChannelsCard choices={channels} emailConfirmed={Boolean(profile.email && profile.email_confirmed)} />
        <AdsCard profile={profile} onChanged={changed} />
        <section className={`${styles.card} ${styles.danger}`} aria-labelledby="danger-title">
          <div>
            <h2 id="danger-title" className={styles.cardTitle}>
              Удаление аккаунта
            </h2>
            <p className={styles.dangerText}>
              Личные данные сотрём, выйдем на всех устройствах. История заказов и платежей останется, как требует закон.
            </p>
          </div>
          <SmartLink to={deactivationPath(variant)} className={styles.dangerLink}>
            Удалить аккаунт
          </SmartLink>
        </section>
      </div>
    </>
  );
}

/** The webview's way to its second page of «Мои данные» (/webview/cabinet/profile/index2/): documents, lodgers, companies. */
function MoreDataCard() {
  return (
    <section className={styles.card} aria-labelledby="more-data-title">
      <h2 id="more-data-title" className={styles.cardTitle}>
        Документы и компании
      </h2>
      <div className={styles.row}>
        <p className={styles.rowLabel}>Паспорт, жильцы квартир и компании для счетов</p>
        <div className={styles.rowActions}>
          <SmartLink to={WEBVIEW_PROFILE_MORE}>Открыть</SmartLink>
        </div>
      </div>
    </section>
  );
}

/** The webview's second page of «Мои данные». */
export const WEBVIEW_PROFILE_MORE = '/webview/cabinet/profile/index2/';

/**
 * The second page of «Мои данные» in the mobile app (/webview/cabinet/profile/index2/): what the site's
 * page shows below the contacts, the documents with the lodgers and the companies.
 */
export function ProfileMorePage({ passportType }: { passportType: string | null }) {
  return (
    <>
      <p className={styles.lead}>
        <SmartLink to="/webview/cabinet/profile/">← Мои данные</SmartLink>
      </p>
      <h1 className={styles.title}>Документы и компании</h1>
      <div className={styles.sections}>
        <DocumentsCard passportType={passportType} />
        <CompaniesCard />
      </div>
    </>
  );
}

/** Links to the identity documents and the lodgers (the apartments line needs both). */
function DocumentsCard({ passportType }: { passportType: string | null }) {
  return (
    <section className={styles.card} aria-labelledby="documents-title" data-testid="documents-links">
      <h2 id="documents-title" className={styles.cardTitle}>
        Документы и жильцы
      </h2>
      <div className={styles.row}>
        <p className={styles.rowLabel}>Паспорт</p>
        <p className={styles.rowValue}>{passportType ? 'Добавлен' : 'Не добавлен'}</p>
        <div className={styles.rowActions}>
          <SmartLink to="/cabinet/profile/documents/">Документы и их статус</SmartLink>
          <SmartLink to="/cabinet/profile/passport/">Паспорт</SmartLink>
          <SmartLink to="/cabinet/profile/passport/selfie/">Селфи с паспортом</SmartLink>
        </div>
      </div>
      <div className={styles.row}>
        <p className={styles.rowLabel}>Кто будет жить с вами в арендованной квартире</p>
        <div className={styles.rowActions}>
          <SmartLink to="/cabinet/profile/lodgers/">Жильцы</SmartLink>
        </div>
      </div>
    </section>
  );
}

/** Rent for business: the companies page is reachable from here even before the first company (the menu shows it only after). */
function CompaniesCard() {
  return (
    <section className={styles.card} aria-labelledby="companies-title" data-testid="companies-link">
      <h2 id="companies-title" className={styles.cardTitle}>
        Аренда для бизнеса
      </h2>
      <div className={styles.row}>
        <p className={styles.rowLabel}>Компании, на которые выставляем счета и акты</p>
        <div className={styles.rowActions}>
          <SmartLink to="/cabinet/companies/?add=1">Добавить компанию</SmartLink>
          <SmartLink to="/cabinet/companies/">Мои компании</SmartLink>
        </div>
      </div>
    </section>
  );
}

function ContactsCard({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => void }) {
  const { show, showError } = useSnackbar();
  const [dialog, setDialog] = useState<'phone' | 'email' | null>(null);
  const [resendAfter, setResendAfter] = useState({ seconds: 0, at: 0 });
  const [busy, setBusy] = useState(false);
  const wait = useCountdown(resendAfter.seconds, resendAfter.at);
  const waiting = profile.pending_email ?? (profile.email && !profile.email_confirmed ? profile.email : null);

  async function resend() {
    setBusy(true);
    try {
      const sent = await profileApi.resendEmail();
      setResendAfter({ seconds: sent.resend_after, at: Date.now() });
      show({ text: `Письмо отправлено на ${sent.email}`, color: 'success', icon: 'success' });
    } catch (error) {
      const retry = (error as { body?: { retry_after?: unknown } }).body?.retry_after;
      if (typeof retry === 'number') setResendAfter({ seconds: retry, at: Date.now() });
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.cardTitle}>
        Контакты
      </h2>
      <div className={styles.row} data-testid="phone-row">
        <p className={styles.rowLabel}>Телефон для входа</p>
        <p className={styles.rowValue}>{formatPhone(profile.phone)}</p>
        <div className={styles.rowActions}>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('phone')}>
            Изменить номер
          </button>
        </div>
      </div>
      <div className={styles.row} data-testid="email-row">
        <p className={styles.rowLabel}>Электронная почта</p>
        <div>
          {profile.email ? (
            <p className={styles.rowValue}>
              {profile.email}{' '}
              {profile.email_confirmed ? (
                <span className={styles.badgeOk}>подтверждена</span>
              ) : (
                <span className={styles.badgeWait}>ждёт подтверждения</span>
              )}
            </p>
          ) : profile.pending_email ? null : (
            <p className={styles.rowEmpty}>Не указана</p>
          )}
          {profile.pending_email ? (
            <p className={profile.email ? styles.pending : styles.rowValue} data-testid="pending-email">
              {profile.email ? 'Новая почта ' : null}
              <strong>{profile.pending_email}</strong> <span className={styles.badgeWait}>ждёт подтверждения</span>
            </p>
          ) : null}
          {waiting ? (
            <button type="button" className={styles.linkButton} disabled={busy || wait > 0} onClick={() => void resend()}>
              {wait > 0 ? `Отправить письмо ещё раз можно через ${wait} с` : 'Отправить письмо ещё раз'}
            </button>
          ) : null}
        </div>
        <div className={styles.rowActions}>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('email')}>
            {profile.email || profile.pending_email ? 'Изменить почту' : 'Указать почту'}
          </button>
        </div>
      </div>
      <PhoneChangeDialog open={dialog === 'phone'} onClose={() => setDialog(null)} phone={profile.phone} onChanged={() => onChanged()} />
      <EmailDialog
        open={dialog === 'email'}
        onClose={() => setDialog(null)}
        current={profile.email_confirmed ? profile.email : null}
        onSent={() => {
          setResendAfter({ seconds: 60, at: Date.now() });
          onChanged();
        }}
      />
    </section>
  );
}

function AdsCard({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => void }) {
  const { showError } = useSnackbar();
  const [checked, setChecked] = useState(profile.agree_ads);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChecked(profile.agree_ads), [profile.agree_ads]);

  return (
    <section className={styles.card} aria-labelledby="ads-title">
      <h2 id="ads-title" className={styles.cardTitle}>
        Рассылки
      </h2>
      <label className={styles.toggle}>
        <span className={styles.toggleText}>
          Новости и специальные предложения
          <span>Письма и сообщения о скидках и акциях. Отписаться можно в любой момент.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          disabled={busy}
          data-testid="ads-toggle"
          onChange={async (event) => {
            const next = event.target.checked;
            setChecked(next);
            setBusy(true);
            try {
              onChanged(await profileApi.setAgreeAds(next));
            } catch (error) {
              setChecked(!next);
              showError(error);
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
    </section>
  );
}
