import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../integrations/file-storage';
import type { MessageSender } from '../integrations/registry.server';
import type { AddressesService } from '../addresses/service.server';
import type { OrdersService } from '../orders/service.server';
import type { PaymentsService } from '../payments/service.server';
import type { StaffService } from '../staff/service.server';
import type { UsersService } from '../users/service.server';

/** What the clouds line is built from (the composition root passes it once). */
export interface CloudsDeps {
  db: Db;
  clock: Clock;
  orders: OrdersService;
  payments: PaymentsService;
  addresses: AddressesService;
  /** Crew members are found by phone; the client's contacts for the SMS. */
  users: UsersService;
  /** A crew member must hold the role `mover`. */
  staff: StaffService;
  /** Item photos and act PDFs' images. */
  files: FileStorage;
  /** The SMS with the ETA when the crew is on its way. */
  sms: MessageSender;
  publicUrl: string;
}
