/**
 * A fare range as text ("₱2,479–₱2,908"). The visible text uses an en dash; assistive tech hears "to", because
 * many screen readers drop the dash and read "2,479 2,908".
 */
import type { PesoRange } from '../../graph/types';
import { formatPeso, formatPesoRange, spokenPesoRange } from '../../graph/money';

export function FareRange({ range }: { range: PesoRange }) {
  const shown = formatPesoRange(range);
  const spoken = spokenPesoRange(range);
  if (shown === spoken) return <span>{shown}</span>;
  return (
    <span>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

export function Peso({ amount }: { amount: number }) {
  return <span>{formatPeso(amount)}</span>;
}
