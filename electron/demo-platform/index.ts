/** The demo platform's public surface; see server.ts. */
export {
  startDemoPlatform,
  demoBackofficeUrlTemplate,
  type CallCountSnapshot,
  type DemoPlatform,
  type DemoPlatformOptions,
  type DemoSizing,
  type FaultRequest,
  type FaultSettings,
} from './server.js';
