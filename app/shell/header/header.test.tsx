import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../domains/auth/schema';
import { DialogsProvider } from '../dialogs/dialogs-provider';
import type { ShellData } from '../shell-data';
import { SnackbarProvider } from '../snackbar/snackbar';
import { Header, notificationsLabel } from './header';

const viewer: Viewer = {
  id: 7,
  phone: '79991234567',
  email: null,
  email_confirmed: false,
  first_name: 'Анна',
  last_name: null,
  short_bonuses: '1,2 тыс.',
  bonus_balance: 1200,
  unread_notifications_count: 3,
  has_companies: false,
};

function renderHeader(user: Viewer | null, path = '/storages/') {
  const shell: ShellData = {
    cities: [],
    cityId: 604,
    autolocation: false,
    showCookies: false,
    webview: false,
    year: 2026,
    viewer: user,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/*',
        loader: () => shell,
        element: (
          <SnackbarProvider>
            <DialogsProvider>
              <Header />
            </DialogsProvider>
          </SnackbarProvider>
        ),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: shell } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('header', () => {
  it('shows a guest the Войти link and the bonus explainer button', () => {
    const html = renderHeader(null);
    expect(html).toMatch(/<a[^>]*href="\/storages\/\?login=dialog&amp;redirect_back=%2Fstorages%2F"[^>]*>Войти<\/a>/);
    expect(html).toContain('aria-label="Бонусные баллы: что это"');
    expect(html).toContain('Аренда для бизнеса');
    expect(html).not.toContain('data-testid="header-notifications"');
  });

  it('shows a user the bonus balance linking to the bonuses, the bell with its count and the account menu', () => {
    const html = renderHeader(viewer);
    expect(html).toMatch(/<a[^>]*aria-label="Бонусы: 1,2 тыс."[^>]*data-testid="header-bonuses"[^>]*href="\/cabinet\/bonuses\/"/);
    expect(html).toMatch(/<a[^>]*aria-label="Уведомления: 3 непрочитанных"[^>]*href="\/cabinet\/notifications\/"/);
    expect(html).toContain('aria-label="Личный кабинет"');
    expect(html).not.toMatch(/>Войти<\/a>/);
    expect(html).toContain('Аренда для бизнеса');
  });

  it('hides Аренда для бизнеса from users with companies', () => {
    expect(renderHeader({ ...viewer, has_companies: true })).not.toContain('Аренда для бизнеса');
  });

  it('names the unread count in Russian', () => {
    expect(notificationsLabel(0)).toBe('Уведомления, непрочитанных нет');
    expect(notificationsLabel(1)).toBe('Уведомления: 1 непрочитанное');
    expect(notificationsLabel(5)).toBe('Уведомления: 5 непрочитанных');
  });
});
