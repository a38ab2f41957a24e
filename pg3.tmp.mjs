import { PGlite } from '@electric-sql/pglite';
import { readFile, writeFile } from 'node:fs/promises';
const params = (await import('/work/main/dist/electron/service/read-model/pglite-settings.js')).PGLITE_START_PARAMS;
const mode = process.argv[2];
if (mode === 'make') { const db = await PGlite.create(undefined,{startParams:params}); await writeFile('/tmp/tpl.tgz', Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer())); await db.close(); }
else {
  const opts = {startParams:params};
  if (mode==='tpl') opts.loadDataDir = new Blob([await readFile('/tmp/tpl.tgz')]);
  const t=performance.now();
  const db = await PGlite.create(undefined, opts); await db.query('select 1');
  global.gc?.(); await new Promise(r=>setTimeout(r,500));
  console.log(mode, (performance.now()-t)|0, 'ms rss', process.memoryUsage().rss/1e6|0);
}
