// Vitest global setup for the API suites: builds one migrated, seeded PGlite data directory and
// hands its dump to every test file, which then starts from it in well under a second instead of
// initialising and migrating a database of its own.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.server';
import { seedDatabase } from '../../db/seed.server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const dump = await database.dumpDataDir!();
  const file = path.join(tmpdir(), `mestechko-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}
