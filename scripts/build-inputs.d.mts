/** Whether `npm run build` built the target from its inputs as they are now (build-inputs.mjs). */
export declare function isBuilt(name: 'node' | 'renderer'): boolean;
