// `npm run typecheck`: both projects (the Node side and the renderer) checked by TypeScript 7,
// the native compiler, side by side.
//
// Two TypeScripts are installed: `typescript` 6.0 because typescript-eslint reads types through
// its JavaScript API, which TypeScript 7 no longer has (and typescript-eslint supports below
// 6.1), and `typescript-native` (npm:typescript@7) for checking and emitting, which it does
// about five times faster on the same code: on this project's 2 cores the check took 111 s
// with 6.0 and 25 s with 7. Both read the same tsconfig files; `npx tsc` may be either, so
// scripts name the one they mean.
//
// Each project is checked on one thread (`--singleThreaded`): TypeScript 7's parallel checkers
// each check the types the files share again, and on two cores, with the two projects side by
// side already, they only cost CPU: 29 + 17 CPU-s for the two projects against 14 + 7 on one
// thread each, in less time (17 s against 14 s for the larger).
import { spawn } from 'node:child_process';
import { TSC_NATIVE, root } from './build-inputs.mjs';

const PROJECTS = ['tsconfig.node.json', 'tsconfig.web.json'];

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(TSC_NATIVE, ['-p', project, '--noEmit', '--singleThreaded'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code === 0));
  });

const results = await Promise.all(PROJECTS.map(check));
process.exitCode = results.every(Boolean) ? 0 : 1;
