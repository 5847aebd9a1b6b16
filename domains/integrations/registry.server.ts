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

export interface Integrations {
  sms: MessageSender;
  mail: MessageSender;
}

export interface RealAdapters {
  sms?: MessageSender;
  mail?: MessageSender;
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

export function createIntegrations(options: { sandbox: boolean; outbox: OutboxService; real?: RealAdapters }): Integrations {
  const pick = (name: keyof RealAdapters) =>
    options.sandbox ? sandboxSender(name, options.outbox) : (options.real?.[name] ?? unconfiguredSender(name));
  return { sms: pick('sms'), mail: pick('mail') };
}
