/** Whether `npm run build` built the target from its inputs as they are now (build-inputs.mjs). */
export declare function isBuilt(name: 'node' | 'renderer'): boolean;
/** The repository's root folder. */
export declare const root: string;
/** Each build target: its inputs, its output and the commands that make it ([program, ...args]). */
export declare const TARGETS: Record<
  'node' | 'renderer',
  { inputs: string[]; output: string; clean: string[]; idFile?: string; commands: string[][] }
>;
