/**
 * The embedded engine's WebAssembly is found and compiled here (pglite-modules.ts): where it
 * is not, each store's thread compiles its own, which works but costs every store some 2 s of
 * CPU, so a PGlite release that moves its files must fail this test rather than go unseen.
 */
import { expect, it } from 'vitest';
import { engineModules } from '../../../electron/service/data/read-model/pglite/pglite-modules.js';

it('compiles PGlite and initdb once per process, and hands out the same modules', async () => {
  const modules = await engineModules();
  expect(modules?.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
  expect(modules?.initdbWasmModule).toBeInstanceOf(WebAssembly.Module);
  expect(await engineModules()).toBe(modules);
});
