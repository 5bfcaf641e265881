// What the board says about the position shown, in the reader's language: the move, its captures, the ko.
import { pointName } from './coordinates.js';
import type { Translate } from './i18n/index.js';
import type { Review } from './review.js';

/** "Black captured 2 stones at D6, E6" (or a suicide: "Suicide by White: …"), for the move that led to the node shown. */
export function capturedSentence(review: Review, t: Translate): string {
  const s = review.state;
  const n = s.captured.length;
  // A suicide removed the mover's own stones: the point just played is empty (a move that captures keeps its stone).
  // The node's move may be a pass after another move that captured (B and W in one node, a record the board warns of).
  const v = s.move?.vertex;
  return t(v && s.position[v[1]]?.[v[0]] === '.' ? 'suicideNow' : 'capturedNow', {
    color: t(s.move!.color),
    n,
    stones: n === 1 ? t('stone') : t('stones'),
    points: s.captured.map((v) => pointName(v, review.size[1])).join(', '),
  });
}

/** The move shown, with its captures and the ko it makes, for screen readers and the board's label. */
export function describeMove(review: Review, t: Translate): string {
  const s = review.state;
  if (!s.move) return t('start');
  const color = t(s.move.color);
  const parts = [
    `${t('moveSlider')} ${s.moveNumber}:`,
    s.move.vertex ? t('played', { color, point: pointName(s.move.vertex, review.size[1]) }) : t('passed', { color }),
  ];
  if (s.captured.length) parts.push(capturedSentence(review, t));
  // The ko, which the board marks and writes under it: said as well, or a screen reader's user would not know.
  if (s.koPoint) parts.push(koSentence(review, t));
  return parts.join(' ');
}

/** Where the player to move may not retake, and why. */
export function koSentence(review: Review, t: Translate): string {
  const s = review.state;
  return t('koExplain', { color: t(s.toMove), point: pointName(s.koPoint!, review.size[1]) });
}
