import { expect } from '@open-wc/testing';
import { GoGame } from '../../src/engine/index.js';
import { gameFromDiagram, diagram } from '../helpers/diagram.js';

describe('GoGame basics', () => {
  it('starts empty with Black to move', () => {
    const game = new GoGame({ width: 19, height: 19, komi: 6.5 });
    expect(game.toMove).to.equal('black');
    expect(game.at(3, 3)).to.equal(null);
    expect(game.komi).to.equal(6.5);
    expect(game.height).to.equal(19);
  });

  it('captures a stone in the corner', () => {
    const game = gameFromDiagram(`
      O X .
      X . .
      . . .`, 'white');
    game.pass();
    expect(game.at(0, 0)).to.equal('white');
    const g2 = gameFromDiagram(`
      O . .
      X . .
      . . .`);
    const r = g2.play(1, 0);
    expect(r).to.deep.equal({ legal: true, captured: [[0, 0]] });
    expect(g2.position()).to.deep.equal(diagram(`
      . X .
      X . .
      . . .`));
    expect(g2.captures).to.deep.equal({ black: 1, white: 0 });
  });
});
