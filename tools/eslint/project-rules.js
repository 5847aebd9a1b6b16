// Project rules that keep the layout honest: domain and layer boundaries, server-only code and file names.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();

function domainOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return rel[0] === 'domains' && rel.length > 2 ? rel[1] : undefined;
}

function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return undefined;
  return path.resolve(path.dirname(fromFile), source);
}

/** Files another domain (or the browser code) may import from a domain. */
const PUBLIC_DOMAIN_MODULES = /^(schema|service\.server)(\.tsx?)?$/;
const TABLES_MODULE = /^tables(\.tsx?)?$/;
const SCHEMA_INDEX = path.join('db', 'schema');

let tableOwners;

/** Which domain declares each table (its tables.ts), by the exported name drizzle's `db.query.<name>` uses. */
function tableOwnerOf(name) {
  if (!tableOwners) {
    tableOwners = new Map();
    const domainsDir = path.join(root, 'domains');
    for (const domain of fs.existsSync(domainsDir) ? fs.readdirSync(domainsDir) : []) {
      const file = path.join(domainsDir, domain, 'tables.ts');
      if (!fs.existsSync(file)) continue;
      for (const [, table] of fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) tableOwners.set(table, domain);
    }
  }
  return tableOwners.get(name);
}

function relativeToRoot(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Outside domains/, db/schema is for the db client (and drizzle-kit, which reads it itself) and for tests. */
const SCHEMA_INDEX_READERS = /^(db\/client\.server\.ts$|tests\/)/;

function outsideDomains(context) {
  if (SCHEMA_INDEX_READERS.test(relativeToRoot(context.filename))) return {};
  return {
    ImportDeclaration(node) {
      const resolved = resolveImport(context.filename, node.source.value);
      if (resolved && path.relative(root, resolved).replace(/\.tsx?$/, '') === SCHEMA_INDEX) {
        context.report({ node, messageId: 'schemaIndex', data: { source: node.source.value } });
      }
    },
  };
}

const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A domain is imported by other domains only through its schema and service modules, and reads only its own tables: ' +
        'no db/schema and no other tables.ts, not even as types.',
    },
    messages: {
      crossDomain: "'{{source}}' reaches into domain '{{target}}'. Import only its schema.ts or service.server.ts.",
      foreignTables:
        "'{{source}}' is domain '{{target}}'s tables: a domain uses only its own tables. Call a read function of '{{target}}'.",
      schemaIndex: "'{{source}}' holds every domain's tables (for drizzle-kit and the db client): import your own './tables'.",
      foreignQuery:
        "'db.query.{{table}}' reads domain '{{target}}'s table: a domain uses only its own tables. Call a read function of '{{target}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = domainOf(file);
    if (!own) return outsideDomains(context);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const resolved = resolveImport(file, source);
        if (!resolved) return;
        if (path.relative(root, resolved).replace(/\.tsx?$/, '') === SCHEMA_INDEX) {
          context.report({ node, messageId: 'schemaIndex', data: { source } });
          return;
        }
        const target = domainOf(`${resolved}.ts`);
        if (!target || target === own) return;
        const rel = path.relative(path.join(root, 'domains', target), resolved).split(path.sep);
        if (rel.length === 1 && TABLES_MODULE.test(rel[0])) {
          context.report({ node, messageId: 'foreignTables', data: { source, target } });
          return;
        }
        // The integrations registry and the outbox are shared infrastructure adapters.
        if (['integrations', 'outbox'].includes(target) && rel.length === 1) return;
        if (rel.length === 1 && PUBLIC_DOMAIN_MODULES.test(rel[0])) return;
        if (node.importKind === 'type') return;
        context.report({ node, messageId: 'crossDomain', data: { source, target } });
      },
      // Drizzle's relational queries reach every table of db/schema without an import: db.query.<table>.
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const query = node.object;
        if (query.type !== 'MemberExpression' || query.computed || query.property.type !== 'Identifier' || query.property.name !== 'query')
          return;
        const target = tableOwnerOf(node.property.name);
        if (!target || target === own) return;
        context.report({ node, messageId: 'foreignQuery', data: { table: node.property.name, target } });
      },
    };
  },
};

function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return rel[0] === 'app' && rel[1] === 'features' && rel.length > 3 ? rel[2] : undefined;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature (app/features/<name>/) imports another feature only through that feature's index.ts." },
    messages: {
      crossFeature:
        "'{{source}}' reaches into feature '{{target}}'. Import it from '{{target}}' itself (its index.ts), adding the export there.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    function check(node) {
      if (!node.source) return;
      const resolved = resolveImport(file, node.source.value);
      if (!resolved) return;
      const target = featureOf(path.join(resolved, 'index.ts'));
      if (!target || target === own) return;
      const rel = path.relative(path.join(root, 'app', 'features', target), resolved);
      if (rel === '' || /^index(\.tsx?)?$/.test(rel)) return;
      context.report({ node, messageId: 'crossFeature', data: { source: node.source.value, target } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const noServerInBrowser = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser code (app/) imports server-only modules (*.server.*, server/, db/) as types only.' },
    messages: {
      serverOnly: "'{{source}}' is server-only: import it with 'import type', or pass data through a loader.",
    },
    schema: [],
  },
  create(context) {
    const rel = path.relative(root, context.filename);
    // A *.server.* module under app/ (and its test) is server code itself (loaded by a loader), not browser code.
    if (!rel.startsWith(`app${path.sep}`) || /\.server(\.test)?\.[jt]sx?$/.test(rel)) return {};
    // Route modules may import server code in loaders/actions; the build strips it from the client.
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        const resolved = resolveImport(context.filename, source);
        const relTarget = resolved ? path.relative(root, resolved) : source;
        if (/\.server(\.|$)/.test(source) || /^(server|db)\//.test(relTarget)) {
          context.report({ node, messageId: 'serverOnly', data: { source } });
        }
      },
    };
  },
};

/** The domains every product line builds on, and the product lines (their folders under domains/, future ones too). */
export const CORE_DOMAINS = ['orders', 'payments', 'bonuses'];
export const PRODUCT_LINES = ['storages', 'clouds', 'prokat', 'kvartiry'];
/** Folders whose code runs below the pages: it never imports the browser app. */
const BELOW_APP = ['domains', 'lib', 'db'];

/** The module sources a file names: static and dynamic imports, re-exports and `import('…')` types. */
function moduleSources(check) {
  const source = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
    TSImportType(node) {
      const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      if (literal?.type === 'Literal' && typeof literal.value === 'string') check(node, literal.value);
    },
  };
}

const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The core domains (orders, payments, bonuses) import no product line, not even its schema or types: a line plugs into ' +
        'them through the registry. Nothing under domains/, lib/ or db/ imports the browser app (app/).',
    },
    messages: {
      productLine:
        "'{{source}}' is product line '{{line}}': domain '{{own}}' is the core every line builds on and names none of them. " +
        'Let the line register what it brings (a product kind, a calculate part) in server/.',
      app: "'{{source}}' is the browser app: code under {{layer}}/ never imports app/. Move what both need into the owning domain or lib/.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          core: { type: 'array', items: { type: 'string' } },
          lines: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const core = options.core ?? CORE_DOMAINS;
    const lines = options.lines ?? PRODUCT_LINES;
    const [layer] = relativeToRoot(context.filename).split('/');
    const own = domainOf(context.filename);
    const inCore = own !== undefined && core.includes(own);
    if (!inCore && !BELOW_APP.includes(layer)) return {};
    return moduleSources((node, source) => {
      const resolved = resolveImport(context.filename, source);
      if (!resolved) return;
      const [top, domain] = relativeToRoot(resolved).split('/');
      if (top === 'app') {
        if (BELOW_APP.includes(layer)) context.report({ node, messageId: 'app', data: { source, layer } });
        return;
      }
      if (inCore && top === 'domains' && lines.includes(domain)) {
        context.report({ node, messageId: 'productLine', data: { source, line: domain, own } });
      }
    });
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (dots separate roles: x.server.ts, x.api.test.ts).' },
    messages: { name: "File name '{{name}}' should be kebab-case, like 'city-selector.tsx'." },
    schema: [],
  },
  create(context) {
    const base = path.basename(context.filename).replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
    if (KEBAB.test(base)) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'name', data: { name: path.basename(context.filename) } });
      },
    };
  },
};

export default {
  rules: {
    'domain-boundaries': domainBoundaries,
    'feature-boundaries': featureBoundaries,
    'no-server-in-browser': noServerInBrowser,
    'file-naming': fileNaming,
    'layer-boundaries': layerBoundaries,
  },
};
