import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { connect, listening, socketTo } from '../../tests/kit/sockets';
import { signedIn } from '../../tests/kit/users';

// Socket handshakes are limited per client address before the login is even checked.
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ SOCKET_HANDSHAKES_PER_IP_MINUTE: '5' });
  url = await listening(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('socket handshake limit', () => {
  it('of 12 parallel handshakes from one address lets 5 through and refuses 7 with when to try again', async () => {
    const user = await signedIn(t.app);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const socket = socketTo(url, { cookie: user.headers.cookie });
        sockets.push(socket);
        return connect(socket).then(
          () => 'connected',
          (error: { data?: { code: string; message: string; details?: { retry_after: number } } }) => error.data,
        );
      }),
    );
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(5);
    const refused = outcomes.filter((o) => o !== 'connected');
    expect(refused).toHaveLength(7);
    for (const data of refused) {
      expect(data).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Слишком много подключений\. Повторите через \d+ с$/),
      });
      expect((data as { details: { retry_after: number } }).details.retry_after).toBeGreaterThanOrEqual(1);
      expect((data as { details: { retry_after: number } }).details.retry_after).toBeLessThanOrEqual(60);
    }
    // A guest's handshake counts too: the flood is cut before any login check.
    const guest = await connect(socketTo(url, {})).catch((error: { data?: { code: string } }) => error.data);
    expect(guest).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
