/**
 * Node's WebAssembly global, as far as pglite-modules.ts uses it. TypeScript declares it only
 * in its DOM libraries, which the Node side does not load.
 */
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- an opaque handle
  class Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
