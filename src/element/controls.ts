// The controls under the board that boards with allow-open / allow-save have at first paint: Open, Save,
// Download image and Save this line (what Save and the others do loads when one is pressed: save-file.ts).
// Code here sees the board only through BoardHost.
import { html, nothing, type TemplateResult } from 'lit';
import type { SgfNode } from '../sgf/index.js';
import type { BoardHost } from './board-host.js';
import type { Translate } from './i18n/index.js';
import type { Review } from './review.js';

const saveFile = () => import('./save-file.js');

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
    ${board.allowSave && board.gameCount ? html`<button @click=${() => void Promise.all([board.sgfChunks(), saveFile()]).then(([chunks, f]) => f.save(chunks, review))}>${t('save')}</button>` : nothing}
    ${board.allowSave ? html`<button @click=${() => Promise.all([board.toPng(), saveFile()]).then(([png, f]) => f.download(png, f.fileName(review, '.png')), () => undefined)}>${t('saveImage')}</button>` : nothing}
    ${board.allowSave && review?.line().some((node) => node.children.length > 1)
      ? html`<button @click=${() => void saveFile().then((f) => f.save([f.lineSgf(review)], review, '-line'))}>${t('saveLine')}</button>`
      : nothing}
  </div>`;
}
