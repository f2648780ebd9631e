declare module 'virtual:island-registry' {
  /** Each island's component by the name its wrapper writes into the page (written from islands.tsx at build time). */
  export const ISLANDS: Record<string, () => Promise<import('react').ComponentType<never>>>;
}
