/**
 * `*.server.ts` modules (the graph reader) are build-time only. In a browser build (vite.config.ts's client build,
 * scripts/build-islands.ts) they are replaced by a module that throws, so even if a loader's dynamic import survived
 * tree-shaking, no graph data could reach the browser; scripts/postbuild.ts fails the build if such a stub is in
 * dist/.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export function serverOnlyModules(): Plugin {
  return {
    name: 'ferry:server-only-modules',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr || !/\.server\.tsx?$/.test(id.split('?')[0]!)) return null;
      // The message names the file relative to the project, so no build-machine path ends up in dist/.
      return `throw new Error(${JSON.stringify(`${relative(process.cwd(), id.split('?')[0]!)} is build-time only`)});`;
    },
  };
}
