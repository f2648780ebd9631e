/**
 * Beside People: who is counted and who pays what. The family rule is the policy the FAQ and the
 * travel tips show, in the same words (pages.yaml bookTickets.whoPays: the free age of small children, one figure or
 * the disputed form "2 or 3" where the FAQ and the tips differ, and to count everyone in People); then the senior
 * citizen and PWD discount with its figure and the student discount. Each figure is marked as the fact it is
 * (check:facts holds it to the FAQ and the tips). The hand-off keeps the spec's `people=N`.
 */
import { Fact, Unconfirmed } from '../components/Fact';
import { PolicyText, type PolicyView } from '../components/PolicyText';

interface PolicyFigure { topic: string; key: string; figure: string; disputed: boolean }

export interface WhoPays {
  /** The family rule (a policy statement); null when the data names none. */
  family: PolicyView | null;
  seniorDiscount: PolicyFigure | null;
  studentDiscount: boolean;
}

/** The figure; a disputed one's Unconfirmed mark comes after its sentence (`Mark`), as every page puts it. */
function Figure({ value }: { value: PolicyFigure }) {
  return <Fact id={`policy:${value.topic}.${value.key}`} disputed={value.disputed}>{value.figure}</Fact>;
}

const Mark = ({ value }: { value: PolicyFigure }) => (value.disputed ? <Unconfirmed /> : null);

export function WhoPaysNote({ whoPays: { family, seniorDiscount, studentDiscount }, id }: { whoPays: WhoPays; id: string }) {
  return (
    <div id={id} className="space-y-1 text-sm text-slate-800" data-testid="who-pays">
      {/* Between People and Book Tickets: no phone link there, where Enter would dial (the number is shown). */}
      {family ? <p><PolicyText policy={family} link={false} /></p> : null}
      <p>
        {seniorDiscount ? <>Senior citizens and PWD get <Figure value={seniorDiscount} />% off with their ID.<Mark value={seniorDiscount} /> </> : null}
        {studentDiscount ? <>Students get a discount during the enrolment period.</> : null}
      </p>
    </div>
  );
}
