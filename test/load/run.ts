/**
 * `npm run load`: autocannon against the built service (a child process with its embedded
 * demo platform at its default size, on loopback) on a few representative endpoints, one
 * after the other; prints requests per second, latency, non-2xx answers, errors and the
 * service's memory per endpoint. Fails when any request errored or was answered 5xx.
 */
import { DemoSession } from '../tools/demo-session.js';
import { startServiceProcess } from '../tools/service-process.js';
import { ENDPOINTS } from './endpoints.js';
import { measure, type LoadFigures } from './measure.js';
import { loadOptions } from './options.js';
import { printTable, writeReport } from './report.js';

const options = loadOptions(process.argv.slice(2));
process.stdout.write(
  `load: ${ENDPOINTS.length} endpoints × ${options.duration} s, ${options.connections} connections\n`,
);

const service = await startServiceProcess();
const rows: LoadFigures[] = [];
try {
  const session = await DemoSession.open(service.url);
  for (const endpoint of ENDPOINTS) {
    process.stdout.write(`load: ${endpoint.label} …\n`);
    rows.push(await measure(service, endpoint, session.token, options));
  }
} finally {
  await service.stop();
}
printTable(rows, options);
writeReport(rows, options);
const failed = rows.filter((row) => row.errors > 0 || row.status5xx > 0);
for (const row of failed) {
  process.stdout.write(
    `\nload: ${row.label}: ${row.errors} errors, ${row.status5xx} answers 5xx\n`,
  );
}
process.stdout.write(failed.length > 0 ? '\nload: FAIL\n' : '\nload: PASS\n');
process.exitCode = failed.length > 0 ? 1 : 0;
