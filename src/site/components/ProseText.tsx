/**
 * A sentence of the data with the figures it binds rendered from the facts (graph/prose-facts.ts), each marked
 * `data-fact` as the tables mark it, so `npm run check:facts` proves the sentence and the tables say the same.
 *
 * The disputed form reads as a sentence: a disputed figure stands in the sentence as every published value ("26 h or
 * 29 h"), and its Unconfirmed mark comes after the sentence — "Infants under 2 or 3 years old travel free.
 * Unconfirmed" — never inside it (`withMarks`, which the policy texts use too).
 */
import type { ReactNode } from 'react';
import { boundDisputed, boundText, type BoundFigure, type ProsePart } from '../../graph/prose-facts';
import type { UnconfirmedKind } from '../../graph/types';
import { DaysFact, WeeklyFact } from './DaysFact';
import { DisputedNote, Fact, FareFact, FromAmount, TimeFact, Unconfirmed } from './Fact';
import { formatDurationRange, spokenDuration } from '../../time';

/** A piece of a sentence: text, or a figure (disputed ones get the mark after their sentence). */
type SentencePiece = { text: string } | { node: ReactNode; disputed: boolean };

/** The end of a sentence: its stop and the space after it, or the end of the text. */
const SENTENCE_END = /[.!?…](?=\s|$)/;

/** The pieces with one Unconfirmed mark after each sentence that holds a disputed figure. */
export function withMarks(pieces: readonly SentencePiece[]): ReactNode[] {
  const out: ReactNode[] = [];
  let pending = false;
  pieces.forEach((piece, i) => {
    if (!('text' in piece)) {
      out.push(<span key={i}>{piece.node}</span>);
      pending ||= piece.disputed;
      return;
    }
    const end = pending ? SENTENCE_END.exec(piece.text) : null;
    if (!end) {
      out.push(<span key={i}>{piece.text}</span>);
      return;
    }
    const cut = end.index + end[0].length;
    out.push(<span key={i}>{piece.text.slice(0, cut)}<Unconfirmed />{piece.text.slice(cut)}</span>);
    pending = false;
  });
  if (pending) out.push(<Unconfirmed key="mark" />);
  return out;
}

function Bound({ bound }: { bound: BoundFigure }) {
  switch (bound.kind) {
    case 'time': return <TimeFact route={bound.route} time={bound.figure} mark={false} />;
    case 'weekly': return <WeeklyFact route={bound.route} days={bound.figure} mark={false} />;
    case 'days': return <DaysFact route={bound.route} days={bound.figure} mark={false} />;
    case 'fare': return <FareFact route={bound.route} fare={bound.figure} mark={false} />;
    case 'from': return <FromAmount id={bound.fact} amount={bound.amount} disputed={bound.disputed} mark={false} />;
    case 'span': return (
      <Fact id={bound.fact}>
        <span aria-hidden="true">{formatDurationRange(bound.span)}</span><span className="sr-only">{spokenDuration(bound.span)}</span>
      </Fact>
    );
    case 'number': return <Fact id={bound.fact}>{boundText(bound)}</Fact>;
  }
}

/** What of the bound routes is unconfirmed, for the line under the sentence. */
function unconfirmedOf(parts: readonly ProsePart[]): UnconfirmedKind[] {
  const kinds = new Set<UnconfirmedKind>();
  for (const p of parts) if ('bound' in p && boundDisputed(p.bound) && 'unconfirmed' in p.bound) for (const k of p.bound.unconfirmed) kinds.add(k);
  return [...kinds];
}

/**
 * The sentence; `note` adds the line saying what is unconfirmed when it binds a disputed figure (off where the page
 * already says it for the route, as a route card does).
 */
export function ProseText({ parts, note = true }: { parts: readonly ProsePart[]; note?: boolean }) {
  const pieces = parts.map((p): SentencePiece => ('text' in p ? p : { node: <Bound bound={p.bound} />, disputed: boundDisputed(p.bound) }));
  const kinds = note ? unconfirmedOf(parts) : [];
  return (
    <>
      {withMarks(pieces)}
      {kinds.length > 0 ? <DisputedNote kinds={kinds} className="mt-1" inline /> : null}
    </>
  );
}
