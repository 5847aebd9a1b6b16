// Vitest global setup for the PostgreSQL leg of the API suite: migrates and seeds one template
// database per run; every test file then gets its own copy by `CREATE DATABASE … TEMPLATE`, a file
// copy on the server, instead of running the migrations and the seed again.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.server';
import { seedDatabase } from '../../db/seed.server';
import { databaseUrl, onServer, untilNoSessions } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('the PostgreSQL leg needs TEST_DATABASE_URL');
  const name = `mtemplate_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(base, (admin) => admin.query(`create database ${name}`));
  const database = await openDatabase({ url: databaseUrl(base, name), poolSize: 2 });
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  await database.close();
  // A copy is refused while anyone is still connected to the template.
  await untilNoSessions(base, name);
  project.provide('postgresTemplate', name);
  return async () => {
    await onServer(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
}
