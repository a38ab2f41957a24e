/** The demo platform's public surface; see server.ts. */
export {
  startDemoPlatform,
  demoBackofficeUrlTemplate,
  type CallCountSnapshot,
  type DemoPlatform,
  type DemoPlatformOptions,
  type DemoSizing,
  type EditedOrder,
  type FaultRequest,
  type FaultSettings,
  type OrderEdit,
  type OrderEditRequest,
} from './server.js';
