// Shared helpers for the SGF tests: fixture loading and iterative tree walks (trees can be 10,000 deep).
import { expect } from '@open-wc/testing';
import { readFile } from '@web/test-runner-commands';
import { loadSgf } from '../../src/sgf/index.js';
import type { LoadedSgf, SgfNode } from '../../src/sgf/index.js';

export interface ManifestEntry {
  file: string;
  categories: string[];
  browser_textdecoder: string;
}

/**
 * The exact bytes of a fixture. Not fetch(): the test server turns every file that does not look
 * binary into a UTF-8 string before serving it, which destroys Shift_JIS, GBK, UTF-16… bytes.
 * WTR's readFile command reads the file in Node (path relative to this test folder) as base64.
 */
export async function bytes(path: string): Promise<Uint8Array> {
  const base64 = await readFile({ path: `../fixtures/sgf/${path}`, encoding: 'base64' });
  if (base64 === undefined) throw new Error(`No fixture ${path}`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export const load = async (path: string): Promise<LoadedSgf> => loadSgf(await bytes(path));

export async function manifest(): Promise<ManifestEntry[]> {
  return (await fetch(new URL('../fixtures/sgf/MANIFEST.json', import.meta.url))).json() as Promise<ManifestEntry[]>;
}

/** Manifest files whose categories mention `word`. */
export const inCategory = (entries: ManifestEntry[], word: string): string[] =>
  entries.filter((e) => e.categories.some((c) => c.includes(word))).map((e) => e.file);

/** Every node of the games, in document order (pre-order), without recursion. */
export function nodes(games: readonly SgfNode[]): SgfNode[] {
  const out: SgfNode[] = [];
  const todo = [...games].reverse();
  while (todo.length) {
    const node = todo.pop()!;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) todo.push(node.children[i]!);
  }
  return out;
}

/** A plain, comparable description of trees: per node its id, property entries and child count. */
export const shape = (games: readonly SgfNode[]): [number, [string, string[]][], number][] =>
  nodes(games).map((n) => [n.id, Object.entries(n.props), n.children.length]);

/** Nested [props, children] form for small trees. */
export type Tree = [Record<string, string[]>, Tree[]];
export function tree(node: SgfNode): Tree {
  const root: Tree = [{ ...node.props }, []];
  const todo: [SgfNode, Tree][] = [[node, root]];
  while (todo.length) {
    const [n, t] = todo.pop()!;
    for (const child of n.children) {
      const c: Tree = [{ ...child.props }, []];
      t[1].push(c);
      todo.push([child, c]);
    }
  }
  return root;
}

/** Asserts that no key reaches an object through its prototypes (properties read from a file must not). */
export function expectNothingInherited(object: object): void {
  for (let proto = Object.getPrototypeOf(object) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    expect(Reflect.ownKeys(proto), 'keys an SGF property object inherits').to.deep.equal([]);
  }
}
