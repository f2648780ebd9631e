/**
 * A fare range as text ("₱2,479–₱2,908"). The visible text uses an en dash; assistive tech hears "to", because
 * many screen readers drop the dash and read "2,479 2,908".
 */
import type { PesoRange } from '../../graph/types';
import { formatPeso, formatPesoRange, spokenPesoRange } from '../../graph/money';

export function FareRange({ range, className }: { range: PesoRange; className?: string }) {
  const shown = formatPesoRange(range);
  const spoken = spokenPesoRange(range);
  if (shown === spoken) return <span className={className}>{shown}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

export function Peso({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatPeso(amount)}</span>;
}
