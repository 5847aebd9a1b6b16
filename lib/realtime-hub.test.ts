import { describe, expect, it } from 'vitest';
import { createRealtimeHub } from './realtime-hub';

describe('realtime hub', () => {
  it('sends nowhere until a socket server attaches, then to the user and the staff rooms, admins always', () => {
    const hub = createRealtimeHub();
    expect(() => hub.toUser(1, 'notification', {})).not.toThrow();
    const sent: [string[], string][] = [];
    hub.attach({ emit: (rooms, event) => sent.push([rooms, event]) });
    hub.toUser(7, 'notification', {});
    hub.toUserAndStaff(7, ['support'], 'chat:message', {});
    hub.toStaff(['support', 'admin'], 'chat:typing', {});
    expect(sent).toEqual([
      [['user:7'], 'notification'],
      [['user:7', 'staff:support', 'staff:admin'], 'chat:message'],
      [['staff:support', 'staff:admin'], 'chat:typing'],
    ]);
    hub.attach(null);
    hub.toUser(7, 'notification', {});
    expect(sent).toHaveLength(3);
  });
});
