/**
 * `npm run serve`: the service headless. On Linux the process first starts itself again
 * with the settings only read at a start (start-settings.ts); then the heap's growth rule is
 * set before anything else is loaded (heap-growth.ts); then who started it is noted, before
 * the slow part of the start (parent-watch.ts); and the service starts (cli-main.ts).
 */
import { restartWithStartSettings } from './boot/start-settings.js';

restartWithStartSettings();
(await import('./core/heap-growth.js')).collectSooner();
const ancestry = (await import('./boot/parent-watch.js')).ancestryAtStart(process.env);
await (await import('./boot/cli-main.js')).main(ancestry);
