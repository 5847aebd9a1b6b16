import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogsProvider } from '../../shell/dialogs/dialogs-provider';
import { SnackbarProvider } from '../../shell/snackbar/snackbar';
import { BonusInfoDialog } from './bonus-info-dialog';
import { channelButtonText, codeSentText, otherChannels } from './channels';
import { LoginForm } from './login-form';
import { NoCodeDialog } from './no-code-dialog';

function render(node: React.ReactNode) {
  return renderToString(
    <MemoryRouter>
      <SnackbarProvider>
        <DialogsProvider>{node}</DialogsProvider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('login form, phone step', () => {
  it('has the labelled phone field, both consents and a disabled Подтвердить номер', () => {
    const html = render(<LoginForm onSuccess={() => undefined} onNoCodeHelp={() => undefined} />);
    expect(html).toMatch(/<label[^>]*>Номер телефона<\/label>/);
    expect(html).toContain('type="tel"');
    expect(html).toContain('autoComplete="tel"');
    expect(html).toContain('обработку персональных данных');
    expect(html).toContain('специальные предложения');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Подтвердить номер<\/button>/);
  });
});

describe('code step texts', () => {
  it('says where the code went; for CALL, the last four digits of the calling number', () => {
    expect(codeSentText('SMS', '+7 (999) 123-45-67')).toBe('Мы отправили код в SMS на номер +7 (999) 123-45-67');
    expect(codeSentText('CALL', '+7 (999) 123-45-67')).toContain('введите последние 4 цифры номера, с которого мы позвоним');
    expect(codeSentText('EMAIL', 'a@b.ru')).toBe('Мы отправили код на почту a@b.ru');
  });

  it('offers the other enabled channels with the server button text', () => {
    const channel = (enabled: boolean, button_text: string) => ({ address: 'x', wait_timer: 0, enabled, button_text });
    const item = {
      phone: '79991234567',
      type: 'SMS' as const,
      expired_at: '',
      timeout: 300,
      email_exist: false,
      SMS: channel(true, 'Получить SMS'),
      CALL: channel(true, 'Позвоните мне'),
      EMAIL: channel(false, 'На почту'),
      USER_CALL: { ...channel(true, 'Я позвоню сам'), code: null, call_status: 'waiting' as const, call_phone: null, check_timer: 0 },
    };
    expect(otherChannels(item, 'SMS')).toEqual(['CALL', 'USER_CALL']);
    expect(channelButtonText(item, 'CALL')).toBe('Позвоните мне');
  });
});

describe('help dialogs', () => {
  it('"Не пришёл код?" gives advice and the support phone', () => {
    const html = render(<NoCodeDialog open onClose={() => undefined} phone="+7 (999) 123-45-67" />);
    expect(html).toContain('Не пришёл код?');
    expect(html).toContain('+7 (999) 123-45-67');
    expect(html).toContain('href="tel:+78005553524"');
  });

  it('the bonus dialog explains the points and offers Войти в аккаунт', () => {
    const html = render(<BonusInfoDialog open onClose={() => undefined} onLogin={() => undefined} />);
    expect(html).toContain('действующие подписки или новые услуги');
    expect(html).toMatch(/<button[^>]*>Войти в аккаунт<\/button>/);
  });
});
