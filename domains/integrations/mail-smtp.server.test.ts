import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_SUBJECT, createSmtpMailSender } from './mail-smtp.server';

const FROM = 'Местечко <no-reply@mestechko.ru>';
const SMTP_PASSWORD = 'p@ss-9f2e';

interface CapturedMail {
  user: string | undefined;
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on loopback: plain text, no STARTTLS, accepts one user and keeps every mail. */
async function startSmtpServer() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          user: session.user,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Just enough MIME decoding to read back what nodemailer wrote.

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

/** Decodes RFC 2047 words; adjacent words are joined first so split characters survive. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?[bq]\?[^?]*\?=(\s+=\?utf-8\?[bq]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, encoding, data = '']) =>
      encoding?.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r\n/g, '');
  for (let i = 0; i < unfolded.length; i += 1) {
    if (unfolded[i] === '=') {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** The decoded headers and the text/plain and text/html parts of a multipart/alternative mail. */
function readMail(raw: string) {
  const { headers, body } = splitHeadersAndBody(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = new Map<string, string>();
  for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
    const part = splitHeadersAndBody(chunk.replace(/^\r\n/, ''));
    const type = part.headers.get('content-type')?.split(';')[0] ?? '';
    parts.set(type, decodeBody(part.headers, part.body.replace(/\r\n$/, '')));
  }
  const header = (name: string) => decodeHeader(headers.get(name) ?? '');
  // SMTP carries CRLF line ends; the tests compare with the LF text they sent.
  const part = (type: string) => parts.get(type)?.replace(/\r\n/g, '\n');
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterEach(() => {
  smtp.mails.length = 0;
});
afterAll(async () => {
  await smtp.close();
});

describe('SMTP mail sender', () => {
  const url = () => `smtp://mailer:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`;

  it('logs in and delivers the text with an escaped HTML version', async () => {
    const sender = createSmtpMailSender({ url: url(), from: FROM });
    expect(sender).toMatchObject({ name: 'mail', sandbox: false });
    const text = 'Код для входа: 4821\nНе сообщайте его никому <script>alert("x")</script> & удачи';

    const result = await sender.send({ channel: 'EMAIL', to: 'user@example.ru', text, code: '4821' });

    expect(result.id).toMatch(/^<.+>$/);
    expect(smtp.mails).toHaveLength(1);
    const [captured] = smtp.mails;
    expect(captured).toMatchObject({ user: 'mailer', mailFrom: 'no-reply@mestechko.ru', rcptTo: ['user@example.ru'] });
    const mail = readMail(captured?.raw ?? '');
    expect(mail.from).toBe(FROM);
    expect(mail.to).toBe('user@example.ru');
    expect(mail.subject).toBe(DEFAULT_MAIL_SUBJECT);
    expect(mail.text).toBe(text);
    expect(mail.html).toContain(
      'Код для входа: 4821<br>\nНе сообщайте его никому &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; удачи',
    );
    expect(mail.html).not.toContain('<script>');
  });

  it('takes a one-line subject from the payload', async () => {
    const sender = createSmtpMailSender({ url: url(), from: FROM });
    await sender.send({
      channel: 'EMAIL',
      to: 'user@example.ru',
      text: 'Подтвердите почту',
      payload: { subject: 'Подтверждение почты\r\nBcc: intruder@example.com' },
    });
    const raw = smtp.mails[0]?.raw ?? '';
    expect(readMail(raw).subject).toBe('Подтверждение почты Bcc: intruder@example.com');
    expect(raw).not.toMatch(/^bcc:/im);
    expect(smtp.mails[0]?.rcptTo).toEqual(['user@example.ru']);
  });

  it('refuses a recipient that is more than one address', async () => {
    const sender = createSmtpMailSender({ url: url(), from: FROM });
    const twoRecipients = { channel: 'EMAIL' as const, to: 'user@example.ru, other@example.com', text: 'x' };
    await expect(sender.send(twoRecipients)).rejects.toThrow(/not a single e-mail address/);
    expect(smtp.mails).toHaveLength(0);
  });

  it('throws without the password when the login is refused', async () => {
    const wrongUrl = `smtp://mailer:wrong-${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`;
    const sender = createSmtpMailSender({ url: wrongUrl, from: FROM });
    const error = await sender.send({ channel: 'EMAIL', to: 'user@example.ru', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^SMTP send failed: /);
    expect((error as Error).message).not.toContain(SMTP_PASSWORD);
  });

  it('throws when the connection is refused', async () => {
    const sender = createSmtpMailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, timeoutMs: 1000 });
    await expect(sender.send({ channel: 'EMAIL', to: 'user@example.ru', text: 'x' })).rejects.toThrow(/^SMTP send failed: .*ECONNREFUSED/);
  });
});
