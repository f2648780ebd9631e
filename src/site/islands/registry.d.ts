/** The browser's island registry, written at build time from islands.tsx by scripts/build/island-registry.ts. */
declare module 'virtual:island-registry' {
  /** Each island's component by the name its wrapper writes into the page: a chunk of its own, loaded when needed. */
  export const ISLANDS: Record<string, () => Promise<import('react').ComponentType<never>>>;
}
