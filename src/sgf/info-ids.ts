// The game-information properties, on their own: the board lists them as written (review.ts, in go-board.js),
// and reads nothing else of info.ts at first paint (readGameInfo: SgfCursor, diagrams).

/** GameInfo's text fields (info.ts) by SGF property. */
export const TEXT = { black: 'PB', white: 'PW', blackRank: 'BR', whiteRank: 'WR', result: 'RE', date: 'DT', event: 'EV', round: 'RO', place: 'PC', name: 'GN', rules: 'RU' } as const;
/** The game-information properties (the element lists them as written, from this one table). */
export const GAME_INFO_IDS = [...Object.values(TEXT), 'TM', 'KM', 'HA'] as const;
export type GameInfoId = (typeof GAME_INFO_IDS)[number];
/**
 * What the board's game information shows: those, with the source, the annotator and the game comment (not used to
 * find the game-information node: a GC left on a move would hide the players above it).
 */
export const SHOWN_INFO_IDS = [...GAME_INFO_IDS, 'SO', 'AN', 'GC'] as const;
export type ShownInfoId = (typeof SHOWN_INFO_IDS)[number];
