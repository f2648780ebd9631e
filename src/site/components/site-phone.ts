/**
 * The operator's phone (data/site.yaml), for the lines that tell a traveller whom to call (a disputed figure's note).
 * The layout provides it from its loader data; a component rendered without it (a unit test) names no number.
 */
import { createContext, useContext } from 'react';
import type { Phone } from './types';

export const SitePhone = createContext<Phone | undefined>(undefined);

export function useSitePhone(): Phone | undefined {
  return useContext(SitePhone);
}
