/**
 * The service configuration tests start services with: loopback only, no UI, nothing on
 * disk, the demo account for health checks. A test names only what it changes, so a new
 * setting is added here once rather than in every test that builds a service.
 */
import { tmpdir } from 'node:os';
import type { ServiceConfig } from '../../electron/service/domain/deps.js';
import { ExportFolders } from '../../electron/service/domain/folder-writing/export-folders.js';

export const testServiceConfig = (overrides: Partial<ServiceConfig> = {}): ServiceConfig => ({
  version: '0.0.0-test',
  backofficeUrlTemplate: 'https://{account}.example/#order/{id}',
  allowedHosts: ['127.0.0.1', 'localhost', '[::1]'],
  rendererDir: null,
  dataDir: null,
  allowInsecureWebhooks: false,
  allowPrivateWebhooks: false,
  probeAccount: 'demo',
  rateLimit: null,
  maxRangeYears: 5,
  exportFileMode: 0o600,
  // Tests write month packs into throwaway folders under the system's temporary folder.
  exportFolders: new ExportFolders([tmpdir()]),
  ...overrides,
});
