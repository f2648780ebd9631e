/**
 * Beside People (issue 25 item 2): who is counted and who pays less, from the policies every page states — the free
 * age of small children (one figure, or the disputed form "2 or 3" where the FAQ and the tips differ), the senior
 * citizen and PWD discount, the student discount. Each figure is marked as the fact it is (check:facts holds it to
 * the FAQ and the tips). The hand-off keeps the spec's `people=N`: the booking site asks for ages.
 */
import { Fact, Unconfirmed } from '../components/Fact';

interface PolicyFigure { topic: string; key: string; figure: string; disputed: boolean }

export interface WhoPays {
  childFreeAge: PolicyFigure | null;
  seniorDiscount: PolicyFigure | null;
  studentDiscount: boolean;
}

/** The figure; a disputed one's Unconfirmed mark comes after its sentence (`Mark`), as every page puts it. */
function Figure({ value }: { value: PolicyFigure }) {
  return <Fact id={`policy:${value.topic}.${value.key}`} disputed={value.disputed}>{value.figure}</Fact>;
}

const Mark = ({ value }: { value: PolicyFigure }) => (value.disputed ? <Unconfirmed /> : null);

export function WhoPaysNote({ whoPays: { childFreeAge, seniorDiscount, studentDiscount }, id }: { whoPays: WhoPays; id: string }) {
  return (
    <p id={id} className="text-sm text-slate-800" data-testid="who-pays">
      Count everyone who travels, children too.
      {childFreeAge ? <> Children under <Figure value={childFreeAge} /> travel free when they share an adult&apos;s berth.<Mark value={childFreeAge} /></> : null}
      {seniorDiscount ? <> Senior citizens and PWD get <Figure value={seniorDiscount} />% off with their ID.<Mark value={seniorDiscount} /></> : null}
      {studentDiscount ? <> Students get a discount during the enrolment period.</> : null}
    </p>
  );
}
