// The controls under the board that boards with allow-open / allow-save have at first paint: Open, Save,
// Download image and Save this line (the last two load their code when pressed). Code here sees the board only
// through BoardHost.
import { html, nothing, type TemplateResult } from 'lit';
import type { SgfNode } from '../sgf/index.js';
import type { BoardHost } from './board-host.js';
import type { Translate } from './i18n/index.js';
import type { Review } from './review.js';


/** The Open button (with its file input) and the Save button, as the board's properties ask. */
export function fileActions(t: Translate, board: BoardHost, review?: Review | null): TemplateResult {
  const chosen = (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) board.load(file).catch(() => undefined);
    input.value = '';
  };
  return html`<div class="controls file-actions">
    ${board.allowOpen
      ? html`<button @click=${() => board.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click()}>${t('open')}</button>
          <input type="file" accept=".sgf,application/x-go-sgf,text/plain" hidden @change=${chosen} />`
      : nothing}
    ${board.allowSave && board.gameCount ? html`<button @click=${() => void board.sgfChunks().then((chunks) => save(chunks, review))}>${t('save')}</button>` : nothing}
    ${board.allowSave ? html`<button @click=${() => board.toPng().then((png) => download(png, name(review, '.png')), () => undefined)}>${t('saveImage')}</button>` : nothing}
    ${board.allowSave && review?.line().some((node) => node.children.length > 1)
      ? html`<button @click=${() => void import('./line-sgf.js').then(({ lineSgf }) => save([lineSgf(review)], review, '-line'))}>${t('saveLine')}</button>`
      : nothing}
  </div>`;
}


/** A file name from the players' names. */
const name = (review: Review | null | undefined, ext: string, suffix = ''): string =>
  `${[review?.info.PB, review?.info.PW].filter(Boolean).join('-vs-') || 'game'}${suffix}${ext}`.replace(/[\\/:*?"<>|]+/g, '_');

/** Downloads SGF text, named after the players; in pieces, never joined (a big file's text is not copied once more). */
export function save(text: string | string[], review?: Review | null, suffix = ''): void {
  const parts = typeof text === 'string' ? [text] : text;
  if (parts.some(Boolean)) download(new Blob(parts, { type: 'application/x-go-sgf' }), name(review, '.sgf', suffix));
}

function download(blob: Blob, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
