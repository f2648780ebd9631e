/**
 * The recipes of docs/recipes.md, read from that page itself: each starts with a `<!-- recipe: id -->` line, then
 * its title (a `## ` heading, so the task index can link to it), then numbered steps (a step runs on over indented
 * lines). The maintainer test replays these steps, so the text a maintainer follows is the text that is tested.
 */
export interface Recipe {
  id: string;
  title: string;
  /** Each step's text, its lines joined with single spaces. */
  steps: string[];
}

export const RECIPES_DOC = 'docs/recipes.md';

const MARKER = /^<!-- recipe: ([a-z0-9-]+) -->$/;

export function readRecipes(page: string): Recipe[] {
  const lines = page.split('\n');
  const recipes: Recipe[] = [];
  let current: Recipe | null = null;
  for (const line of lines) {
    const marker = MARKER.exec(line);
    if (marker) {
      current = { id: marker[1]!, title: '', steps: [] };
      recipes.push(current);
      continue;
    }
    if (!current) continue;
    if (line.trim() === '' && current.steps.length > 0) {
      current = null;
      continue;
    }
    const title = /^## (.+)$/.exec(line);
    const step = /^\d+\. (.*)$/.exec(line);
    if (!current.title && title) current.title = title[1]!.trim();
    else if (step) current.steps.push(step[1]!);
    else if (/^ {3}\S/.test(line) && current.steps.length > 0) current.steps[current.steps.length - 1] += ` ${line.trim()}`;
  }
  return recipes;
}
