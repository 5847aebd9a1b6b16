import type { Tx } from '../../../db/tx';
import { formatDate } from '../../../lib/format/dates';
import type { MessageSender } from '../../integrations/registry.server';
import { addNotification } from '../../notifications/service.server';

/** Where invitations go: the SMS sender (the sandbox files them in the outbox) and the site's address for the link. */
export interface GrantInviteDeps {
  sms: MessageSender;
  publicUrl: string;
}

export const sharedOrderPath = (orderId: number) => `/cabinet/subscriptions/storages/${orderId}/`;

/** Who shared: the owner's first name only, never the surname or the phone. */
const whoShared = (firstName: string | null) => firstName?.trim() || 'Арендатор ячейки';

/** The text of the invitation SMS: who shared (first name), until when, and the link to the order's page. */
export function inviteText(input: { ownerFirstName: string | null; link: string; validTo: Date | null }): string {
  const until = input.validTo ? ` до ${formatDate(new Date(input.validTo.getTime() - 1))}` : '';
  return `${whoShared(input.ownerFirstName)} открыл(а) вам доступ к ячейке на складе «Местечко»${until}. Адрес и как пройти: ${input.link}`;
}

/** The person's SMS and in-app notification of a new grant. */
export function createGrantInvites(deps: GrantInviteDeps) {
  const base = deps.publicUrl.replace(/\/$/, '');
  return {
    /** Sends the SMS after the grant is committed; a failed send leaves the grant (the owner sees `sms_sent: false`). */
    async sms(input: { phone: string; orderId: number; ownerFirstName: string | null; validTo: Date | null }): Promise<boolean> {
      const text = inviteText({
        ownerFirstName: input.ownerFirstName,
        link: `${base}${sharedOrderPath(input.orderId)}`,
        validTo: input.validTo,
      });
      try {
        await deps.sms.send({ channel: 'SMS', to: input.phone, text, payload: { kind: 'order_access' } });
        return true;
      } catch {
        return false;
      }
    },

    /** A notification for a person who already has an account, in the grant's transaction. */
    async notify(tx: Tx, userId: number, input: { orderId: number; ownerFirstName: string | null }, now: Date): Promise<void> {
      await addNotification(
        tx,
        userId,
        {
          event: 'access_granted',
          showType: 'ORDER',
          title: 'Вам открыли доступ к ячейке',
          text: `${whoShared(input.ownerFirstName)} поделился(ась) доступом к ячейке: адрес, часы работы и как пройти.`,
          link: sharedOrderPath(input.orderId),
        },
        now,
      );
    },
  };
}
