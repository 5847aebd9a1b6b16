import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('catalogue in the OpenAPI document', () => {
  it('documents every catalogue call with its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    for (const path of [
      '/api/cabinet/v2/site/storages',
      '/api/cabinet/v2/site/storages/slots',
      '/api/cabinet/v2/site/storages/group',
      '/api/cabinet/v2/site/storages/coords',
      '/api/cabinet/v2/site/storages/external-links',
      '/api/cabinet/v2/site/storages/licenses',
      '/api/cabinet/v2/site/storages/build-information',
      '/api/cabinet/v2/site/warehouses/available',
      '/api/cabinet/site/warehouse/read',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const list = paths['/api/cabinet/v2/site/storages']!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['offset', 'limit', 'webview', 'search', 'city_id', 'city_slug']),
    );
  });
});
