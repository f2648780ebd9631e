/** A list of short facts (highlights, amenities, facilities) with a tick drawn by CSS, not an image. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 text-slate-800 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-0.5 font-bold text-green-800">✓</span>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
