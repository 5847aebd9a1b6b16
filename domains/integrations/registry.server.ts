import { randomInt, randomUUID } from 'node:crypto';
import type { OutboundMessage } from '../outbox/schema';
import type { OutboxService } from '../outbox/service.server';

/**
 * Every outside service is an interface here with two adapters: a sandbox one that writes to
 * the outbox (the default outside production) and a real one configured from the environment.
 * Domains receive the registry and never pick an adapter themselves.
 */
export interface MessageSender {
  readonly name: string;
  readonly sandbox: boolean;
  send(message: OutboundMessage): Promise<{ id: string }>;
}

export type UserCallStatus = 'waiting' | 'called' | 'expired';

/** Phone calls that prove a number: flash calls (CALL) and calls the user makes (USER_CALL). */
export interface CallService {
  readonly name: string;
  readonly sandbox: boolean;
  /** The provider calls `phone`; the code is the last 4 digits of the calling number. */
  flashCall(phone: string): Promise<{ id: string; code: string; callPhone: string }>;
  /** Asks the user to call `callPhone` from `phone`; the provider reports the call. */
  requestUserCall(phone: string): Promise<{ checkId: string; callPhone: string }>;
  userCallStatus(checkId: string): Promise<UserCallStatus>;
}

export interface Integrations {
  sms: MessageSender;
  mail: MessageSender;
  /** App push: `to` is a device token, `payload.title` and `payload.link` go with the text. */
  push: MessageSender;
  calls: CallService;
}

export interface RealAdapters {
  sms?: MessageSender;
  mail?: MessageSender;
  push?: MessageSender;
  calls?: CallService;
}

/** The number the sandbox asks users to call for USER_CALL. */
export const SANDBOX_CALL_PHONE = '78005553599';

function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(randomInt(10));
  return out;
}

export function sandboxCalls(outbox: OutboxService): CallService {
  return {
    name: 'calls',
    sandbox: true,
    async flashCall(phone) {
      const code = randomDigits(4);
      const callPhone = `7499${randomDigits(3)}${code}`;
      await outbox.record({
        channel: 'CALL',
        to: phone,
        text: `Звонок-сброс с номера +${callPhone}: код — последние 4 цифры номера`,
        code,
        callPhone,
      });
      return { id: randomUUID(), code, callPhone };
    },
    async requestUserCall(phone) {
      const checkId = randomUUID();
      await outbox.openCallCheck({ checkId, phone, callPhone: SANDBOX_CALL_PHONE });
      await outbox.record({
        channel: 'USER_CALL',
        to: phone,
        text: `Ожидаем звонок на +${SANDBOX_CALL_PHONE}. Сыграть его: POST /api/dev/outbox/call`,
        callPhone: SANDBOX_CALL_PHONE,
      });
      return { checkId, callPhone: SANDBOX_CALL_PHONE };
    },
    async userCallStatus(checkId) {
      return (await outbox.callCheckStatus(checkId)) ?? 'expired';
    },
  };
}

export function sandboxSender(name: string, outbox: OutboxService): MessageSender {
  let counter = 0;
  return {
    name,
    sandbox: true,
    async send(message) {
      await outbox.record(message);
      counter += 1;
      return { id: `sandbox-${name}-${Date.now()}-${counter}` };
    },
  };
}

/**
 * The outbox keeps recipients as digits or e-mails, so a push is filed under the person's phone
 * (`payload.recipient`) with its device token in the payload.
 */
export function sandboxPush(outbox: OutboxService): MessageSender {
  const sender = sandboxSender('push', outbox);
  return {
    ...sender,
    async send(message) {
      const { recipient, ...rest } = message.payload ?? {};
      const to = typeof recipient === 'string' ? recipient : message.to;
      return sender.send({ ...message, to, payload: { ...rest, token: message.to } });
    },
  };
}

/** A service with no real adapter configured: fails loudly instead of pretending to send. */
function unconfiguredSender(name: string): MessageSender {
  return {
    name,
    sandbox: false,
    async send() {
      throw new Error(`Outside service "${name}" has no adapter configured (set its keys or SANDBOX_PROVIDERS=true)`);
    },
  };
}

function unconfiguredCalls(): CallService {
  const fail = async (): Promise<never> => {
    throw new Error('Outside service "calls" has no adapter configured (set its keys or SANDBOX_PROVIDERS=true)');
  };
  return { name: 'calls', sandbox: false, flashCall: fail, requestUserCall: fail, userCallStatus: fail };
}

export function createIntegrations(options: { sandbox: boolean; outbox: OutboxService; real?: RealAdapters }): Integrations {
  const pick = (name: 'sms' | 'mail') =>
    options.sandbox ? sandboxSender(name, options.outbox) : (options.real?.[name] ?? unconfiguredSender(name));
  const calls = options.sandbox ? sandboxCalls(options.outbox) : (options.real?.calls ?? unconfiguredCalls());
  const push = options.sandbox ? sandboxPush(options.outbox) : (options.real?.push ?? unconfiguredSender('push'));
  return { sms: pick('sms'), mail: pick('mail'), push, calls };
}
