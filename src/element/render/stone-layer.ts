import { nothing } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import type { Vertex } from '../../engine/index.js';

/** A stone's radius in grid units (points are 1 apart). */
export const R = 0.48;

/**
 * The stones inside their <g>, changed point by point: a step compares the rows (strings) and touches
 * the one or few circles that changed, where a template of every stone is compared stone by stone.
 */
class StoneLayer extends Directive {
  private rows: string[] = [];
  private dead = '';
  /** By point, y * 64 + x (a board is at most 52 wide): a new size needs no new table. */
  private readonly circles: (Element | undefined)[] = [];

  render(_rows: string[], _dead: Vertex[]): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [rows, dead]: [string[], Vertex[]]): typeof nothing {
    const old = this.rows;
    const deadKey = dead.join(' ');
    for (let y = 0; y < Math.max(rows.length, old.length); y++) {
      const row = rows[y] ?? '';
      const was = old[y] ?? '';
      // Dead stones change only while counting: then every row is looked at again.
      if (row === was && deadKey === this.dead) continue;
      for (let x = 0; x < Math.max(row.length, was.length); x++) {
        const c = row[x];
        const cls = c === 'X' || c === 'O' ? `stone ${c === 'X' ? 'black' : 'white'}${dead.some((v) => v[0] === x && v[1] === y) ? ' dead' : ''}` : '';
        const i = y * 64 + x;
        let circle = this.circles[i];
        if (cls === (circle?.getAttribute('class') ?? '')) continue;
        if (!cls) {
          circle!.remove();
          this.circles[i] = undefined;
          continue;
        }
        if (!circle) {
          circle = this.circles[i] = part.element.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'circle'));
          circle.setAttribute('cx', `${x}`);
          circle.setAttribute('cy', `${y}`);
          circle.setAttribute('r', `${R}`);
        }
        circle.setAttribute('class', cls);
      }
    }
    this.rows = rows;
    this.dead = deadKey;
    return nothing;
  }
}

/** `<g ${stoneLayer(rows, dead)}>`: the stones of `rows` ('X' black, 'O' white), the `dead` ones marked. */
export const stoneLayer = directive(StoneLayer);
