/**
 * A service on a random loopback port over a small demo platform, built from buildService
 * (not the harness) so a test can set its HTTP timeouts, health timing and clock, read its log
 * lines, and count the calls that reach the upstream.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { buildService } from '../../../electron/service/boot/app.js';
import type { ServiceSetup } from '../../../electron/service/boot/setup.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { httpPost, type UpstreamPost } from '../../../electron/upstream/http-post.js';
import { DEMO_END_DATE } from '../harness.js';
import { testServiceConfig } from '../service-config.js';

export interface SmallService {
  app: FastifyInstance;
  demo: DemoPlatform;
  port: number;
  base: string;
  /** `Host: 127.0.0.1:<port>` as a header line for raw requests. */
  hostLine: string;
  /** The JSON log lines written so far. */
  logLines(): Array<Record<string, unknown>>;
  /** The service's upstream client (what it knows each account's platform offers). */
  upstream: UpstreamClient;
  /** Upstream HTTP calls so far, by `module::function`. */
  upstreamCalls(call?: string): number;
  close(): Promise<void>;
}

export interface SmallServiceSetup extends Pick<
  ServiceSetup,
  'httpTimeouts' | 'healthTiming' | 'clock'
> {
  upstreamTimeoutMs?: number;
  /** Registers test-only routes before the service listens. */
  prepare?: (app: FastifyInstance) => void;
}

export async function startSmallService(setup: SmallServiceSetup = {}): Promise<SmallService> {
  const demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 20, ordersPerDay: 1, historyDays: 5 },
  });
  const logText: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      logText.push(chunk.toString());
      done();
    },
  });
  const calls: string[] = [];
  const countingPost: UpstreamPost = (target, request) => {
    const url = new URL(target);
    calls.push(`${url.searchParams.get('module')}::${url.searchParams.get('function')}`);
    return httpPost(target, request);
  };
  const upstream = new UpstreamClient({
    baseUrlTemplate: demo.baseUrlTemplate,
    sendRequest: countingPost,
    timeoutMs: setup.upstreamTimeoutMs ?? 5_000,
  });
  const app = await buildService({
    upstream,
    logger: { level: 'debug', stream },
    httpTimeouts: setup.httpTimeouts,
    healthTiming: setup.healthTiming,
    clock: setup.clock,
    config: testServiceConfig({ backofficeUrlTemplate: demo.backofficeUrlTemplate }),
  });
  setup.prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    demo,
    upstream,
    port,
    base: `http://127.0.0.1:${port}`,
    hostLine: `Host: 127.0.0.1:${port}\r\n`,
    logLines: () =>
      logText
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    upstreamCalls: (call) => (call ? calls.filter((name) => name === call).length : calls.length),
    close: async () => {
      await app.close();
      await demo.close();
    },
  };
}
