/**
 * The browser's island registry, `virtual:island-registry`: `name: () => import(module).then((m) => m.Component)` for
 * each island of src/site/islands/islands.tsx, where each is written once. So each island is a chunk of its own, loaded
 * only on a page that has it; importing islands.tsx would bring every component and the wrapper into the browser.
 */
import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ISLANDS_FILE = 'src/site/islands/islands.tsx';
const REGISTRY_ID = 'virtual:island-registry';

/**
 * Each `export const … = island('name', Component, …)` of islands.tsx, with its component's module
 * ("src/site/schedules/RouteLead").
 * @internal Exported for tests: script-loading.test.ts gives it malformed islands.tsx text, which readIslands cannot.
 */
export function islandsOf(source: string): { name: string; component: string; module: string }[] {
  const modules = new Map([...source.matchAll(/^import \{ (\w+) \} from '(\.[^']+)';$/gm)].map(([, name, path]) => [name!, path!]));
  const islands = [...source.matchAll(/^export const \w+ = island\(\s*'([a-z-]+)',\s*(\w+),/gm)].map(([, name, component]) => {
    const path = modules.get(component!);
    if (!path) throw new Error(`${ISLANDS_FILE}: island ${name}: ${component} is not imported alone from a relative module`);
    return { name: name!, component: component!, module: posix.join(posix.dirname(ISLANDS_FILE), path) };
  });
  if (islands.length !== source.match(/^export /gm)?.length) {
    throw new Error(`${ISLANDS_FILE}: an export is not written \`export const … = island('name', Component, …)\``);
  }
  return islands;
}

export const readIslands = () => islandsOf(readFileSync(ISLANDS_FILE, 'utf8'));

export function islandRegistry(): Plugin {
  return {
    name: 'ferry:island-registry',
    resolveId: (id) => (id === REGISTRY_ID ? `\0${REGISTRY_ID}` : null),
    load(id) {
      if (id !== `\0${REGISTRY_ID}`) return null;
      this.addWatchFile(resolve(ISLANDS_FILE));
      const entries = readIslands().map(({ name, component, module }) => `${JSON.stringify(name)}: () => import('/${module}').then((m) => m.${component})`);
      return `export const ISLANDS = {\n${entries.join(',\n')}\n};`;
    },
  };
}
