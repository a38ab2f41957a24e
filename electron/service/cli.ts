/**
 * `npm run serve`: the service headless. On Linux the process first starts itself again
 * with glibc's malloc held steady (steady-malloc.ts); then the heap's growth rules are set
 * before anything else is loaded (heap-growth.ts: loading the service alone already grows
 * the young generation), and the service starts (cli-main.ts).
 */
import { restartWithSteadyMalloc } from './steady-malloc.js';

restartWithSteadyMalloc();
await import('./heap-growth.js');
await import('./cli-main.js');
