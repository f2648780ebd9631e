/** The "48+ routes" claim on /routes against the route cards that page actually shows. */
import { finding } from '../notices/finding';
import type { Finding } from '../types';
import { defineCheck } from './define';

export const routesClaim = defineCheck('routes-claim', ['headline_figure_contradicted'], (ctx) => {
  const out: Finding[] = [];
  const pages = ctx.data.pages[0];
  const routes = ctx.data.routes[0];
  if (!pages || !routes) return out;
  const claim = pages.value.routes.routesClaim;
  const cards = routes.value.groups.reduce((n, g) => n + g.cards.length, 0);
  const contradicted = claim.atLeast ? cards < claim.value : cards !== claim.value;
  if (!contradicted) return out;
  out.push(finding('headline_figure_contradicted', { file: pages.file, path: ['routes', 'routesClaim', 'value'] },
    `"${claim.display} routes" ("${claim.source}") claims ${claim.atLeast ? 'at least ' : ''}${claim.value} routes, but ${routes.file} has ${cards} route cards — update the claim or add the cards`,
    { figure: 'routesClaim', stated: claim.value, actual: cards, figures: `${claim.value} vs ${cards}` }, [{ file: routes.file, path: ['groups'] }]));
  return out;
});
