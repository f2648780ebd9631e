/** A plain bulleted list of data-sourced sentences (tips, info boxes), rendered as text. */
export function BulletList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-1.5 pl-6 text-slate-800 ${className}`.trim()}>
      {items.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
}
