/**
 * The place names the planner's From and To suggest (a native <datalist>). Rendered by the page beside the planner
 * island, not inside it: the list never changes in the browser, and inside the island its options were compared
 * again, one by one, in the island's first render (Total Blocking Time).
 */
export const PLACE_SUGGESTIONS_ID = 'planner-places';

export function PlaceSuggestions({ names }: { names: readonly string[] }) {
  return <datalist id={PLACE_SUGGESTIONS_ID}>{names.map((name) => <option key={name} value={name} />)}</datalist>;
}
