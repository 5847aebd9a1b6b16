import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorSnackText, shouldNotify } from './api-client';
import { isChunkLoadError, mayReload } from './chunk-reload';
import { isConstrainedNetwork } from './smart-link';

describe('API error snack text', () => {
  it('joins message lines', () => {
    const error = new ApiError(409, { message: ['Ячейка занята', 'Выберите другую'], code: 'CONFLICT' }, 'Ошибка 409');
    expect(errorSnackText(error)).toBe('Ячейка занята\nВыберите другую');
  });
  it('puts the exception before the message', () => {
    const error = new ApiError(400, { message: 'Неверный код', exception: 'Авторизация' }, 'Ошибка 400');
    expect(errorSnackText(error)).toBe('Авторизация: Неверный код');
  });
  it('falls back to the response data, then to the error message', () => {
    expect(errorSnackText(new ApiError(502, 'Bad gateway', 'Ошибка 502'))).toBe('Bad gateway');
    expect(errorSnackText(new ApiError(500, null, 'Ошибка 500'))).toBe('Ошибка 500');
    expect(errorSnackText(new Error('Сбой сети'))).toBe('Сбой сети');
  });
  it('keeps 401 silent', () => {
    expect(shouldNotify(new ApiError(401, { message: 'Войдите' }, 'Ошибка 401'))).toBe(false);
    expect(shouldNotify(new ApiError(403, { message: 'Нет доступа' }, 'Ошибка 403'))).toBe(true);
  });
});

describe('chunk reload guard', () => {
  it('recognises failed code-chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
  it('reloads at most once a minute', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload(1_000_000, 1_059_999)).toBe(false);
    expect(mayReload(1_000_000, 1_060_000)).toBe(true);
  });
});

describe('prefetch', () => {
  it('is skipped on 2g and data saver', () => {
    expect(isConstrainedNetwork({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedNetwork({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrainedNetwork({ effectiveType: '4g' })).toBe(false);
    expect(isConstrainedNetwork(undefined)).toBe(false);
  });
});

describe('automatic session refresh', () => {
  type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  let calls: { path: string; method: string; headers: Record<string, string> }[] = [];

  function install(handler: Handler, locks?: { request: (name: string, work: () => Promise<unknown>) => Promise<unknown> }) {
    calls = [];
    const storage = new Map<string, string>();
    vi.stubGlobal('window', {
      location: { origin: 'http://localhost' },
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
    });
    vi.stubGlobal('navigator', locks ? { locks } : {});
    vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
      const url = new URL(input);
      calls.push({ path: url.pathname, method: init.method ?? 'GET', headers: init.headers as Record<string, string> });
      return handler(url, init);
    });
  }

  /** A server whose access cookie has expired until /api/auth/refresh is called. */
  function expiringServer(refreshStatus = 200): Handler {
    let fresh = false;
    return async (url) => {
      if (url.pathname === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        fresh = refreshStatus === 200;
        return json(refreshStatus, refreshStatus === 200 ? { data: { expires_in: 1740 } } : { code: 'UNAUTHORIZED' });
      }
      if (!fresh) return json(401, { message: 'Сессия истекла, обновите вход', code: 'TOKEN_EXPIRED' });
      return json(200, { data: { path: url.pathname } });
    };
  }

  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function load() {
    vi.doMock('./device-id', () => ({ getDeviceId: async () => 'web-test-device-0001' }));
    const client = await import('./api-client');
    const shell = await import('./shell-data');
    return { ...client, authChangePending: shell.authChangePending };
  }

  it('refreshes once for parallel calls and retries each of them once', async () => {
    install(expiringServer());
    const { apiRequest } = await load();
    const results = await Promise.all([
      apiRequest<{ path: string }>('/api/cabinet/v2/profile'),
      apiRequest<{ path: string }>('/api/cabinet/v2/bonuses'),
      apiRequest<{ path: string }>('/api/cabinet/v2/notifications'),
    ]);
    expect(results.map((r) => r.path)).toEqual(['/api/cabinet/v2/profile', '/api/cabinet/v2/bonuses', '/api/cabinet/v2/notifications']);
    const refreshes = calls.filter((c) => c.path === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('POST');
    expect(refreshes[0]!.headers['Client-Type']).toBe('WEB_CLIENT');
    // Each call: the refused attempt and one retry.
    expect(calls.filter((c) => c.path === '/api/cabinet/v2/profile')).toHaveLength(2);
  });

  it('sends one Idempotency-Key per creating attempt, reused only after a lost connection', async () => {
    let drop = true;
    install(async (url) => {
      if (drop) {
        drop = false;
        throw new TypeError('network down');
      }
      return json(201, { data: { path: url.pathname } });
    });
    const { apiCreate } = await load();
    const body = { slot_id: 7, period_code: 'month-1' };
    await expect(apiCreate('/api/cabinet/site/storages/booking', body)).rejects.toMatchObject({ status: 0 });
    await apiCreate('/api/cabinet/site/storages/booking', body);
    await apiCreate('/api/cabinet/site/storages/booking', body);
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[\w-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('takes the cross-tab lock around the refresh when the browser has Web Locks', async () => {
    const taken: string[] = [];
    install(expiringServer(), {
      request: async (name, work) => {
        taken.push(name);
        return work();
      },
    });
    const { apiRequest, REFRESH_LOCK } = await load();
    await Promise.all([apiRequest('/api/cabinet/v2/profile'), apiRequest('/api/cabinet/v2/bonuses')]);
    expect(taken).toEqual([REFRESH_LOCK]);
    expect(REFRESH_LOCK).toBe('mestechko-auth-refresh');
  });

  it('does not spend the refresh token again when another tab refreshed after the call started', async () => {
    install(expiringServer());
    const { refreshSession } = await load();
    const startedAt = Date.now();
    window.localStorage.setItem('mestechko-auth-refreshed-at', String(startedAt + 10));
    expect(await refreshSession(startedAt)).toBe(true);
    expect(calls).toHaveLength(0);
    // A call that failed after that refresh refreshes itself.
    expect(await refreshSession(startedAt + 20)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh']);
  });

  it('lets the 401 surface and marks the auth change when the refresh fails', async () => {
    install(expiringServer(401));
    const { apiRequest, ApiError: Err, authChangePending } = await load();
    expect(authChangePending()).toBe(false);
    const error = await apiRequest('/api/cabinet/v2/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Err);
    expect((error as InstanceType<typeof Err>).status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/api/cabinet/v2/profile', '/api/auth/refresh']);
    expect(authChangePending()).toBe(true);
  });

  it('never refreshes for the auth calls themselves or for other errors', async () => {
    install(async (url) =>
      url.pathname === '/api/auth/phone/login'
        ? json(401, { code: 'UNAUTHORIZED', message: 'Войдите' })
        : json(403, { code: 'FORBIDDEN', message: 'Нет доступа' }),
    );
    const { apiRequest } = await load();
    await expect(apiRequest('/api/auth/phone/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/api/cabinet/v2/profile')).rejects.toMatchObject({ status: 403 });
    expect(calls.some((c) => c.path === '/api/auth/refresh')).toBe(false);
  });
});
