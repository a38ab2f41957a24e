/**
 * The webhook service as the revocation tests run it: a small demo platform behind a proxy
 * that sees every upstream request (test/api/upstream-proxy.ts), a receiver, and the service
 * on a data folder of its own with a vault key handed in from outside it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import { DEMO_END_DATE } from '../harness.js';
import { startUpstreamProxy, type ProxyRewrite, type UpstreamProxy } from '../upstream-proxy.js';
import { startReceiver, type Receiver } from './receiver.js';
import { startWebhookService, type WebhookService } from './webhook-service.js';

export interface ProxiedWebhookService {
  demo: DemoPlatform;
  proxy: UpstreamProxy;
  receiver: Receiver;
  dataDir: string;
  service: WebhookService;
  close(): Promise<void>;
}

export async function startProxiedWebhookService(
  rewrite: ProxyRewrite = {},
): Promise<ProxiedWebhookService> {
  const demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 60, ordersPerDay: 3, historyDays: 10 },
  });
  const proxy = await startUpstreamProxy(demo, rewrite);
  const receiver = await startReceiver();
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-webhooks-'));
  const service = await startWebhookService({
    demo,
    dataDir,
    vaultKey: fixedVaultKey(randomBytes(32)),
    upstream: proxy.baseUrlTemplate,
  });
  return {
    demo,
    proxy,
    receiver,
    dataDir,
    service,
    async close() {
      await service.app.close();
      await receiver.close();
      await proxy.close();
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
