/**
 * The fuzzer's summary on stdout (requests, statuses, operations, every counterexample with
 * the request that made it and how to replay the run) and as JSON in
 * test/artifacts/fuzz.json for CI to keep.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Counterexample, FuzzResult } from './fuzz-loop.js';
import type { SentRequest } from './send.js';

const SHOWN_IN_FULL = 40;
const BODY_EXCERPT = 300;

/** Credentials masked: the tokens are the run's own, but reports travel. */
export const masked = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name === 'Authorization' ? value.replace(/^(Bearer [^\s]{4})[^\s]{12,}$/, '$1…') : value,
    ]),
  );

/** The request as text, long values cut. */
function describeRequest(request: SentRequest): string {
  const headers = Object.entries(masked(request.headers)).map(
    ([name, value]) =>
      `  ${name}: ${value.length > 200 ? `${value.slice(0, 200)}… (${value.length} chars)` : value}`,
  );
  const body = request.body
    ? `  body (${request.body.length} bytes): ${JSON.stringify(request.body.toString('utf8').slice(0, BODY_EXCERPT))}`
    : '  no body';
  const target =
    request.target.length > 300
      ? `${request.target.slice(0, 300)}… (${request.target.length} chars)`
      : request.target;
  return [`  ${request.method} ${target}`, ...headers, body].join('\n');
}

function describe(example: Counterexample): string {
  const findings = example.findings.map((finding) => `  ✗ ${finding.kind}: ${finding.detail}`);
  return [
    `#${example.index} ${example.operation} → ${example.status ?? 'no answer'}`,
    ...findings,
    describeRequest(example.request),
  ].join('\n');
}

export function printSummary(
  result: FuzzResult,
  options: { seed: number; runs: number; seconds: number },
  seconds: number,
  serviceErrors: string[],
): void {
  const statuses = [...result.byStatus].sort(([a], [b]) => a - b);
  const lines = [
    '',
    `fuzz: ${result.sent} requests in ${seconds.toFixed(1)} s (seed ${options.seed})`,
    `  by status: ${statuses.map(([status, count]) => `${status}×${count}`).join(', ')}`,
    `  operations covered: ${result.byOperation.size}`,
    `  slowest answer: ${result.slowest.ms.toFixed(0)} ms (${result.slowest.label})`,
    `  counterexamples: ${result.counterexamples.length}`,
    `  error lines in the service log: ${serviceErrors.length}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const example of result.counterexamples.slice(0, SHOWN_IN_FULL)) {
    process.stdout.write(`\n${describe(example)}\n`);
  }
  if (result.counterexamples.length > SHOWN_IN_FULL) {
    process.stdout.write(
      `\n… and ${result.counterexamples.length - SHOWN_IN_FULL} more in test/artifacts/fuzz.json\n`,
    );
  }
  for (const line of serviceErrors.slice(0, 10))
    process.stdout.write(`\nservice log: ${line.slice(0, 1000)}\n`);
  if (result.counterexamples.length > 0 || serviceErrors.length > 0) {
    process.stdout.write(
      `\nreplay: npm run fuzz -- --seed ${options.seed} --runs ${result.sent} --seconds ${Math.max(options.seconds, 600)}\n`,
    );
  }
}

export function writeReport(result: FuzzResult, seed: number, serviceErrors: string[]): void {
  mkdirSync('test/artifacts', { recursive: true });
  const report = {
    seed,
    sent: result.sent,
    by_status: Object.fromEntries(result.byStatus),
    by_operation: Object.fromEntries(result.byOperation),
    counterexamples: result.counterexamples.map((example) => ({
      index: example.index,
      operation: example.operation,
      status: example.status,
      findings: example.findings,
      request: {
        ...example.request,
        body: example.request.body?.toString('utf8').slice(0, 10_000) ?? null,
      },
    })),
    service_log_errors: serviceErrors,
  };
  writeFileSync('test/artifacts/fuzz.json', `${JSON.stringify(report, null, 2)}\n`);
}
