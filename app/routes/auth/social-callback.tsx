import { useEffect, useState } from 'react';
import { data, useNavigate, useSearchParams } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import {
  parseSocialProvider,
  sameSitePath,
  SOCIAL_DEFAULT_REDIRECT,
  SOCIAL_PROVIDER_NAMES,
  type SocialCallbackResult,
  type SocialProvider,
} from '../../../domains/auth/social/schema';
import { siteConfig } from '../../../lib/site-config';
import { AUTH_SUCCESS_EVENT } from '../../features/auth/use-complete-login';
import { apiRequest, errorSnackText } from '../../shell/api-client';
import { markAuthChanged } from '../../shell/shell-data';
import type { Route } from './+types/social-callback';
import styles from './social-callback.module.css';

/** /auth/{google,vk,yandex,tinkoff}/callback/: any other provider is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const provider = parseSocialProvider(params.provider);
  if (!provider) throw data('Страница не найдена', { status: 404 });
  return { provider };
}

export function headers(): HeadersInit {
  // The address holds a one-time code: never cached (the site's referrer policy sends other sites the origin only).
  return { 'Cache-Control': 'no-store' };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData ? SOCIAL_PROVIDER_NAMES[loaderData.provider] : 'соцсеть';
  return [{ title: `Вход через ${name} — ${siteConfig.brandName}` }, { name: 'robots', content: 'noindex' }];
}

type View = { kind: 'working' } | { kind: 'phone'; href: string } | { kind: 'error'; title: string; message: string };

/** One exchange per code, also when React runs the effect twice (development) or the page re-renders. */
const exchanges = new Map<string, Promise<SocialCallbackResult>>();

function exchangeOnce(body: { provider: SocialProvider; code: string; state: string; device_id?: string }) {
  const key = `${body.provider}:${body.state}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = apiRequest<SocialCallbackResult>('/api/auth/social/callback', {
      method: 'POST',
      body: { ...body, device_type: 'WEB_CLIENT' },
    });
    exchanges.set(key, pending);
  }
  return pending;
}

/** What the provider put into the address instead of a code (the visitor said no, or it failed). */
function providerRefusal(name: string, error: string): View {
  if (error === 'access_denied') {
    return {
      kind: 'error',
      title: 'Вход отменён',
      message: `Вы отказались от входа через ${name}. Попробуйте снова или войдите по номеру телефона.`,
    };
  }
  const code = /^[\w.-]{1,64}$/.test(error) ? ` (код ошибки: ${error})` : '';
  return {
    kind: 'error',
    title: 'Не удалось войти',
    message: `${name} не разрешил вход${code}. Попробуйте снова или войдите по номеру телефона.`,
  };
}

export default function SocialCallback({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const deviceId = search.get('device_id');
  const refusal = search.get('error');
  const initial: View = refusal
    ? providerRefusal(name, refusal)
    : !code || !state
      ? { kind: 'error', title: 'Не удалось войти', message: `В адресе нет ответа ${name}. Начните вход заново.` }
      : { kind: 'working' };
  const [view, setView] = useState<View>(initial);

  useEffect(() => {
    if (refusal || !code || !state) return;
    let active = true;
    exchangeOnce({ provider, code, state, device_id: provider === 'vk' ? (deviceId ?? undefined) : undefined })
      .then((result) => {
        if (!active) return;
        const redirect = sameSitePath(result.redirect) ?? SOCIAL_DEFAULT_REDIRECT;
        if (result.status === 'PHONE_REQUIRED') {
          const href = `/?${new URLSearchParams({ login: 'dialog', social_link: result.link_token, redirect_back: redirect }).toString()}`;
          setView({ kind: 'phone', href });
          void navigate(href, { replace: true });
          return;
        }
        if (result.status === 'LOGGED_IN') window.dispatchEvent(new CustomEvent(AUTH_SUCCESS_EVENT, { detail: { user: result.user } }));
        markAuthChanged();
        // A document navigation: the whole shell (header, viewer) is rendered for the new session,
        // and the address with the spent code leaves the history.
        window.location.replace(redirect);
      })
      .catch((error: unknown) => {
        if (active) setView({ kind: 'error', title: 'Не удалось войти', message: errorSnackText(error) });
      });
    return () => {
      active = false;
    };
  }, [provider, code, state, deviceId, refusal, navigate]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-live="polite" data-testid="social-callback" data-state={view.kind}>
        {view.kind === 'working' ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <h1 className={styles.title}>Входим через {name}…</h1>
            <p className={styles.text}>Проверяем ответ {name}. Это займёт несколько секунд.</p>
            <p className={styles.note}>
              Если вы входите через {name} впервые, мы один раз попросим подтвердить номер телефона: аккаунт {name} будет привязан к нему, и
              дальше вход через {name} будет работать сразу.
            </p>
            <noscript>
              <p className={styles.text}>Для входа через {name} включите JavaScript или войдите по номеру телефона.</p>
            </noscript>
          </>
        ) : view.kind === 'phone' ? (
          <>
            <h1 className={styles.title}>Осталось подтвердить телефон</h1>
            <p className={styles.text}>
              Аккаунт {name} ещё не привязан к профилю {siteConfig.brandName}. Войдите один раз по номеру телефона — мы привяжем к нему{' '}
              {name}, и в следующий раз вход через {name} откроет ваш профиль сразу.
            </p>
            <div className={styles.actions}>
              <SmartLink to={view.href} replace className="btn btn-primary">
                Продолжить
              </SmartLink>
            </div>
          </>
        ) : (
          <>
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            <h1 className={styles.title}>{view.title}</h1>
            <p className={styles.text} role="alert">
              {view.message}
            </p>
            <div className={styles.actions}>
              {/* A document navigation: the API answers with a redirect to the provider. */}
              <a href={`/api/auth/${provider}`} className="btn btn-primary">
                Попробовать снова
              </a>
              <SmartLink to="/?login=dialog" className="btn btn-secondary">
                Войти по телефону
              </SmartLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
