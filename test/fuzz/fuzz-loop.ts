/**
 * The run: fast-check draws request plans from the document's operations (seeded, so a seed
 * replays the same sequence), and each is sent, one at a time, against the service, with
 * the upstream calls it cost counted around it, and checked (checks.ts). The property never
 * fails: every counterexample is recorded and the run goes on, so one run reports them all.
 */
import fc from 'fast-check';
import { check, type Finding } from './checks.js';
import { learnFromAnswer, type KnownValues } from './known-values.js';
import { requestPlan, type RequestPlan } from './requests.js';
import { materialise, send, type Answer, type Credentials, type SentRequest } from './send.js';
import type { ApiSpec } from './spec.js';
import { callsBetween, type UpstreamCalls } from './upstream-calls.js';

export interface Counterexample {
  /** 1-based position in the run (the same for the same seed). */
  index: number;
  operation: string;
  request: SentRequest;
  status: number | null;
  findings: Finding[];
}

export interface FuzzResult {
  sent: number;
  byStatus: Map<number, number>;
  byOperation: Map<string, number>;
  counterexamples: Counterexample[];
  /** Slowest answer, for the summary. */
  slowest: { ms: number; label: string };
}

export interface FuzzContext {
  base: URL;
  spec: ApiSpec;
  known: KnownValues;
  credentials: Credentials;
  upstream: UpstreamCalls;
  /** Runs before each request (token renewal). */
  beforeEach(): Promise<void>;
  /** Runs after a request that may have left a webhook subscription polling. */
  pauseWebhooks(): Promise<void>;
  /** The service's exit, once it has ended. */
  exited(): string | null;
  verbose: boolean;
}

const activatesWebhooks = (method: string, path: string, status: number) =>
  method === 'POST' &&
  status >= 200 &&
  status < 300 &&
  /^\/api\/webhooks(\/\{id\}\/resume)?$/.test(path);

const PROGRESS_EVERY = 500;

const emptyResult = (): FuzzResult => ({
  sent: 0,
  byStatus: new Map(),
  byOperation: new Map(),
  counterexamples: [],
  slowest: { ms: 0, label: '' },
});

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Sends one plan and records what it found; never throws for the service's sake. */
async function fuzzOne(context: FuzzContext, plan: RequestPlan, result: FuzzResult) {
  await context.beforeEach();
  const sent = await materialise(plan, context.known, context.credentials);
  const operation = `${plan.operation.method} ${plan.operation.path}`;
  const index = ++result.sent;
  increment(result.byOperation, operation);
  const record = (status: number | null, findings: Finding[]) => {
    if (findings.length > 0) {
      result.counterexamples.push({ index, operation, request: sent, status, findings });
    }
  };
  const before = await context.upstream.quiet();
  let answer: Answer;
  try {
    answer = await send(context.base, sent);
  } catch (error) {
    const exit = context.exited();
    const reason = error instanceof Error ? error.message : String(error);
    const detail = exit ? `${reason}; the service exited (${exit})` : reason;
    record(null, [{ kind: 'no answer', detail }]);
    return;
  }
  const upstreamCalls = callsBetween(before, await context.upstream.quiet());
  increment(result.byStatus, answer.status);
  if (answer.ms > result.slowest.ms) {
    result.slowest = { ms: answer.ms, label: `${sent.method} ${sent.target.slice(0, 100)}` };
  }
  const { path } = plan.operation;
  record(
    answer.status,
    check(context.spec, { method: sent.method, path, ...answer, upstreamCalls }),
  );
  if (context.verbose) {
    const calls = Object.values(upstreamCalls).reduce((sum, count) => sum + count, 0);
    const line = `#${index} ${answer.status} upstream ${calls} ${sent.method} ${sent.target}`;
    process.stdout.write(`${line.slice(0, 160)}\n`);
  } else if (index % PROGRESS_EVERY === 0) {
    process.stdout.write(
      `fuzz: ${index} requests, ${result.counterexamples.length} counterexamples\n`,
    );
  }
  learnFromAnswer(context.known, sent.method, path, answer.status, parsed(answer));
  if (activatesWebhooks(sent.method, path, answer.status)) await context.pauseWebhooks();
}

export async function runFuzz(
  context: FuzzContext,
  options: { runs: number; seconds: number; seed: number },
): Promise<FuzzResult> {
  const result = emptyResult();
  const property = fc.asyncProperty(requestPlan(context.spec.operations), async (plan) => {
    // A service that has died answers nothing more: the remaining runs pass through.
    if (context.exited() !== null) return true;
    try {
      await fuzzOne(context, plan, result);
    } catch (error) {
      // The fuzzer's own reads (login, the call counter) fail once the service is gone.
      const exit = context.exited();
      if (exit === null) throw error;
      const detail = `the service exited (${exit})`;
      result.counterexamples.push({
        index: result.sent,
        operation: `${plan.operation.method} ${plan.operation.path}`,
        request: { method: plan.method, target: plan.operation.path, headers: {}, body: null },
        status: null,
        findings: [{ kind: 'no answer', detail }],
      });
    }
    return true;
  });
  await fc.assert(property, {
    numRuns: options.runs,
    seed: options.seed,
    interruptAfterTimeLimit: options.seconds * 1000,
    markInterruptAsFailure: false,
  });
  return result;
}

function parsed(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return null;
  }
}
