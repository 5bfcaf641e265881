// A node's comment. A comment longer than a screenful is shown folded, with "show all"; shown all, it is
// cut into pieces that the browser lays out only when they scroll into view (content-visibility), so
// that a 10 MB comment never blocks the page. The text is the file's: rendered as text only.
import { html, type TemplateResult } from 'lit';
import type { Translate } from './i18n/index.js';

/** Comments longer than this are folded. */
export const FOLD_AT = 2000;
const PIECE = 16000;

/** Cuts text into pieces of `size` characters (never between the halves of a surrogate pair). */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let from = 0, to = 0; from < text.length; from = to) {
    to = from + size;
    if (/[\ud800-\udbff]/.test(text[to - 1] ?? '')) to++;
    out.push(text.slice(from, to));
  }
  return out;
}

/** The comment, folded when long; `open` says whether it is shown all, `toggle` switches. */
export function commentBlock(t: Translate, text: string, open: boolean, toggle: () => void): TemplateResult {
  if (text.length <= FOLD_AT) return html`<p class="comment" part="comment" tabindex="0" aria-label=${t('comment')}>${text}</p>`;
  const shown = open ? pieces(text, PIECE).map((p) => html`<span class="piece">${p}</span>`) : text.slice(0, /[\ud800-\udbff]/.test(text[FOLD_AT - 1]!) ? FOLD_AT + 1 : FOLD_AT) + '…';
  return html`<div class="comment-fold">
    <p class="comment" part="comment" tabindex="0" aria-label=${t('comment')}>${shown}</p>
    <button aria-expanded=${open ? 'true' : 'false'} @click=${toggle}>${open ? t('showLess') : t('showAll', { n: text.length.toLocaleString() })}</button>
  </div>`;
}
