import { html, nothing, type TemplateResult } from 'lit';
import type { Score } from '../../scoring/index.js';
import type { WordKey } from '../i18n/index.js';

type Translate = (key: WordKey, params?: Record<string, string | number>) => string;

/** The score breakdown: each term per player, the result, and whether the recorded result agrees. */
export function scorePanel(score: Score, t: Translate, recorded: string | undefined, agrees: boolean | null): TemplateResult {
  const area = score.rules === 'chinese';
  const row = (label: string, b: number | string, w: number | string) =>
    html`<tr><th scope="row">${label}</th><td>${b}</td><td>${w}</td></tr>`;
  const result = score.result === 'Jigo' ? t('jigo') : score.result;
  return html`<section class="score" part="score" aria-label=${t('scoreBreakdown')}>
    <table>
      <thead><tr><td></td><th scope="col">${t('black')}</th><th scope="col">${t('white')}</th></tr></thead>
      <tbody>
        ${row(t('territory'), score.black.territory, score.white.territory)}
        ${area ? row(t('stonesOnBoard'), score.black.stones, score.white.stones) : row(t('prisoners'), score.black.prisoners, score.white.prisoners)}
        ${row(t('komi'), '', score.white.komi)}
        ${row(t('total'), score.black.total, score.white.total)}
      </tbody>
    </table>
    <p class="result"><strong>${t('scoreResult', { result })}</strong></p>
    ${recorded
      ? html`<p class="note ${agrees === false ? 'warning' : ''}">${t('recorded', { result: recorded })}${agrees === null ? '' : ` — ${t(agrees ? 'agrees' : 'differs')}`}</p>`
      : nothing}
    <p class="details">${t('deadStones', { n: score.dead.length })}${score.seki.length ? html` · ${t('sekiPoints', { n: score.seki.length })}` : nothing} · ${t('damePoints', { n: score.dame.length })}</p>
  </section>`;
}
