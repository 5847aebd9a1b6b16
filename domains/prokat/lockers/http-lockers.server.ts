import { LockerNetworkError, type CellState, type LockerNetwork } from './locker-network';

export interface HttpLockersConfig {
  /** The network's API root, e.g. https://api.lockers.example/ (LOCKER_API_URL). */
  baseUrl: string;
  /** Its bearer token (LOCKER_API_TOKEN); never written to errors or logs. */
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The locker network's HTTP API: `POST /v1/lockers/{locker}/cells/{cell}/open` (202) and
 * `GET /v1/lockers/{locker}/cells/{cell}` → `{ door: 'open'|'closed', occupied: boolean }`, with a
 * bearer token. Its events come back signed to `POST /api/integrations/lockers/events`.
 */
export function createHttpLockers(config: HttpLockersConfig): LockerNetwork {
  const send = config.fetch ?? fetch;
  const root = config.baseUrl.replace(/\/+$/, '');
  const cellPath = (locker: string, cell: number) => `${root}/v1/lockers/${encodeURIComponent(locker)}/cells/${cell}`;

  async function call(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await send(url, {
        ...init,
        headers: { authorization: `Bearer ${config.token}`, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
      });
    } catch (error) {
      throw new LockerNetworkError(`locker network unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new LockerNetworkError(`locker network answered ${response.status}`);
    return response;
  }

  return {
    name: 'lockers-http',
    sandbox: false,
    async openCell(locker, cell) {
      await call(`${cellPath(locker, cell)}/open`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    },
    async cellState(locker, cell): Promise<CellState> {
      const body = (await (await call(cellPath(locker, cell), { method: 'GET' })).json()) as Partial<CellState>;
      if ((body.door !== 'open' && body.door !== 'closed') || typeof body.occupied !== 'boolean')
        throw new LockerNetworkError('locker network sent an unreadable cell state');
      return { door: body.door, occupied: body.occupied };
    },
  };
}
