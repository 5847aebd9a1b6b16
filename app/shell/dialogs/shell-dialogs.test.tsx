import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../error-page';
import { RequestAcceptedDialog } from './request-accepted-dialog';

describe('Request accepted dialog', () => {
  it('says the request is accepted and offers Back', () => {
    const html = renderToString(<RequestAcceptedDialog open onClose={() => undefined} />);
    expect(html).toContain('Заявка принята');
    expect(html).toContain('Мы скоро свяжемся с вами.');
    expect(html).toMatch(/<button[^>]*>Назад<\/button>/);
  });

  it('renders no content while closed', () => {
    const html = renderToString(<RequestAcceptedDialog open={false} onClose={() => undefined} />);
    expect(html).not.toContain('Мы скоро свяжемся с вами.');
  });
});

describe('error page', () => {
  it('shows the status, the message and a button home', () => {
    const html = renderToString(
      <MemoryRouter>
        <ErrorPage status={500} message="Что-то пошло не так. Попробуйте обновить страницу" />
      </MemoryRouter>,
    );
    expect(html).toContain('500');
    expect(html).toContain('Что-то пошло не так. Попробуйте обновить страницу');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>На главную<\/a>/);
  });
});
