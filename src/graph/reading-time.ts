/**
 * A news item's "N min read", derived from the words its page shows instead of typed beside them (a one-paragraph
 * item said "4 min read"). 200 words a minute: below the ~240 wpm adults average reading non-fiction silently
 * (Brysbaert 2019), because these pages are read on phones and, by many travellers, in their second language.
 * Rounded up to whole minutes, at least 1.
 */
const WORDS_PER_MINUTE = 200;

/** Words as a reader counts them: runs of letters or digits (₱30, 8,000, All Souls' → one word each). */
function wordCount(paragraphs: readonly string[]): number {
  let count = 0;
  for (const p of paragraphs) count += (p.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu) ?? []).length;
  return count;
}

function readMinutes(paragraphs: readonly string[]): number {
  return Math.max(1, Math.ceil(wordCount(paragraphs) / WORDS_PER_MINUTE));
}

export function readTimeLabel(paragraphs: readonly string[]): string {
  return `${readMinutes(paragraphs)} min read`;
}

/** The body a news item's page shows: its full content, or else its description, or else its excerpt. */
export function newsBody(item: { content?: readonly string[] | undefined; description?: string | undefined; excerpt: string }): readonly string[] {
  return item.content ?? [item.description ?? item.excerpt];
}
