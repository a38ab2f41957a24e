/**
 * How the embedded engine starts, wherever it runs (its thread, or the process that creates a
 * new folder). Imported only where PGlite runs, never by the service's own thread. PostgreSQL's buffer pool lives in the WebAssembly heap and is touched whole at
 * start: its default of 128 MB is that much resident memory before the model holds a row.
 * Large reads (a whole catalog, a year of orders) scan through a small ring of buffers
 * whatever the pool's size, and the system's file cache keeps the pages read; 32 MB holds the
 * hot index pages.
 */
import { PGlite } from '@electric-sql/pglite';

export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
