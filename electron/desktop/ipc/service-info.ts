/** The service address and app version, for the renderer's "about" and API-key screens. */
import type { ServiceInfo } from '../../../shared/ipc.js';

export function getServiceInfo(service: { url: string }, version: string): ServiceInfo {
  return { url: service.url, version };
}
