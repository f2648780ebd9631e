/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the news page renders. */
import type { Graph } from '../../graph/types';

export function select(graph: Graph) {
  return ({
  page: graph.pages.news,
  items: graph.news.map((n) => ({
    slug: n.slug, title: n.title, category: n.category, badgeColor: n.badgeColor, image: n.image, date: n.date,
    readTime: n.readTime, author: n.author, excerpt: n.excerpt, tags: n.tags, content: n.content ?? null,
  })),
});
}
