/**
 * Run as a process of its own: creates the embedded database in the folder named by its one
 * argument, then ends (exit code 0; 1 with the reason on stderr). Creating a database runs
 * PGlite's initdb, which leaves some 400 MB that a process never gives back; run here, that
 * memory ends with this process instead of staying with the service for as long as it runs.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.js';

const folder = process.argv[2];
try {
  if (!folder) throw new Error('pglite-create: name the folder to create the database in');
  const db = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
  await db.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
