import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: path, Authorization header and JSON body. */
export interface FakeDadataRequest {
  path: string;
  authorization: string | undefined;
  body: { query?: string; branch_type?: string };
}

export interface FakeDadata {
  baseUrl: string;
  requests: FakeDadataRequest[];
  /** The next request answers this status with an empty body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/** DaData's answer for ООО «Яндекс» as findById/party gives it (the fields we read, and some we do not). */
const YANDEX = {
  value: 'ООО "ЯНДЕКС"',
  unrestricted_value: 'ООО "ЯНДЕКС"',
  data: {
    kpp: '770401001',
    capital: null,
    management: { name: 'Иванов Иван Иванович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР', disqualified: null },
    branch_type: 'MAIN',
    type: 'LEGAL',
    opf: { type: '2014', code: '12300', full: 'Общество с ограниченной ответственностью', short: 'ООО' },
    name: {
      full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЯНДЕКС"',
      short_with_opf: 'ООО "ЯНДЕКС"',
      full: 'ЯНДЕКС',
      short: 'ЯНДЕКС',
    },
    inn: '7736207543',
    ogrn: '1027700229193',
    okpo: null,
    state: { status: 'ACTIVE', actuality_date: 1700000000000, registration_date: 1030000000000, liquidation_date: null },
    address: {
      value: 'г Москва, ул Льва Толстого, д 16',
      unrestricted_value: '119021, г Москва, Хамовники р-н, ул Льва Толстого, д 16',
      data: { postal_code: '119021', city: 'Москва' },
    },
  },
};

const SBERBANK = {
  value: 'ПАО Сбербанк',
  unrestricted_value: 'ПАО Сбербанк',
  data: {
    opf: { type: 'BANK' },
    name: { payment: 'ПАО СБЕРБАНК', full: null, short: 'ПАО Сбербанк' },
    bic: '044525225',
    swift: 'SABRRUMM',
    inn: '7707083893',
    kpp: '773643001',
    correspondent_account: '30101810400000000225',
    treasury_accounts: null,
    address: { value: 'г Москва, ул Вавилова, д 19', unrestricted_value: '117312, г Москва, ул Вавилова, д 19', data: null },
    state: { status: 'ACTIVE' },
  },
};

/** A local stand-in for DaData's suggestions API: findById/party and findById/bank with its JSON wire format, checking the token. */
export async function startFakeDadata(apiKey: string): Promise<FakeDadata> {
  const requests: FakeDadataRequest[] = [];
  let failStatus: number | null = null;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as FakeDadataRequest['body']) : {};
      const path = req.url ?? '/';
      requests.push({ path, authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(answer === null ? '' : JSON.stringify(answer));
      if (failStatus !== null) {
        const status = failStatus;
        failStatus = null;
        return send(status, null);
      }
      if (req.headers.authorization !== `Token ${apiKey}`) return send(401, { family: 'CLIENT_ERROR', reason: 'Unauthorized' });
      if (path === '/suggestions/api/4_1/rs/findById/party') {
        return send(200, { suggestions: body.query === YANDEX.data.inn ? [YANDEX] : [] });
      }
      if (path === '/suggestions/api/4_1/rs/findById/bank') {
        return send(200, { suggestions: body.query === SBERBANK.data.bic ? [SBERBANK] : [] });
      }
      send(404, { family: 'CLIENT_ERROR', reason: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => {
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
