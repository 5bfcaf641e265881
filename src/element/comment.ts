// A node's comment. A comment longer than a screenful is shown folded, with "show all" (panel-parts.ts,
// loaded when a board first shows one). The text is the file's: rendered as text only.
import { html, type TemplateResult } from 'lit';
import type { Translate } from './i18n/index.js';

/** Comments longer than this are folded. */
export const FOLD_AT = 2000;

/** A comment short enough to show as it is. */
export function shortComment(t: Translate, text: string): TemplateResult {
  return html`<p class="comment" part="comment" tabindex="0" aria-label=${t('comment')}>${text}</p>`;
}
