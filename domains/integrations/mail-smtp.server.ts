import { createTransport } from 'nodemailer';
import type { MessageSender } from './registry.server';

/** E-mail over SMTP with nodemailer. */
export interface SmtpMailOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  url: string;
  /** The From header, e.g. `Местечко <no-reply@mestechko.ru>`. */
  from: string;
  timeoutMs?: number;
}

export const DEFAULT_MAIL_SUBJECT = 'Местечко: код для входа';
const DEFAULT_TIMEOUT_MS = 10_000;

// One plain address only: a comma or angle brackets would let a caller add recipients.
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function plainTextToHtml(text: string): string {
  const body = escapeHtml(text).replace(/\r?\n/g, '<br>\n');
  return `<!doctype html>\n<html lang="ru"><head><meta charset="utf-8"></head>\n<body><p>${body}</p></body></html>\n`;
}

function subjectOf(payload: Record<string, unknown> | undefined): string {
  const subject = payload?.subject;
  if (typeof subject !== 'string') return DEFAULT_MAIL_SUBJECT;
  const oneLine = subject.replace(/\s+/g, ' ').trim();
  return oneLine || DEFAULT_MAIL_SUBJECT;
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

export function createSmtpMailSender(options: SmtpMailOptions): MessageSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const password = passwordOf(options.url);
  const redact = (text: string) => (password ? text.split(password).join('***') : text);

  return {
    name: 'mail',
    sandbox: false,
    async send(message) {
      const to = message.to.trim();
      if (!SINGLE_ADDRESS.test(to)) throw new Error('SMTP send refused: the recipient is not a single e-mail address');
      try {
        const info = await transport.sendMail({
          from: options.from,
          to,
          subject: subjectOf(message.payload),
          text: message.text,
          html: plainTextToHtml(message.text),
        });
        return { id: String(info.messageId) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(redact(`SMTP send failed: ${reason}`));
      }
    },
  };
}
