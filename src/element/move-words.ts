// Why a move is refused, in English, and the words of the side to move and its buttons. Only a board where the
// reader plays says them (play mode, the modes, play()): the words come with that code (panel-words.ts, and each
// mode's chunk), not with go-board.js.
export const moveWords = {
  toPlay: '{color} to play',
  undo: 'Undo',
  reset: 'Reset',
  occupied: 'That point is already taken: play on an empty point.',
  suicide: 'Suicide: your stone (and the group it joins) would have no liberties, and it captures nothing. Play elsewhere.',
  ko: 'Ko: taking back at once would repeat the position. Play elsewhere first, then you may retake.',
  superko: 'That move would repeat an earlier position of the game, which is not allowed.',
  'off-board': 'That point is not on the board.',
} as const;
