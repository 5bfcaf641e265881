import { finalPosition, type FinalPosition } from '../helpers/final-position.js';

/** Loads a fixture from test/fixtures/scoring/ (every one carries TB/TW marks). */
export async function loadFixture(name: string): Promise<FinalPosition & { markedDead: NonNullable<FinalPosition['markedDead']> }> {
  const position = finalPosition(await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).text());
  if (!position.markedDead) throw new Error(`${name} has no TB/TW marks`);
  return { ...position, markedDead: position.markedDead };
}
