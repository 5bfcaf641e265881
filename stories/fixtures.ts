// Small SGF records used by the stories.
export const captureGame = `(;GM[1]FF[4]SZ[9]PB[Student]PW[Teacher];B[dc];W[dd];B[cd];W[ed];B[ec];W[gg];B[fd];W[gc];B[de]C[Atari.];W[cg];B[ee]C[Black captures two stones.])`;

export const koGame = `(;GM[1]FF[4]SZ[7];B[cb];W[db];B[bc];W[ec];B[cd];W[dd];B[dc];W[cc]C[White took: Black may not retake at once.])`;

export const variationsGame = `(;GM[1]FF[4]SZ[9]C[Three ways to answer.];B[ee]
(;W[cc]C[The corner.];B[gc])
(;W[gg]C[The other corner.];B[cg])
(;W[ec]C[An approach.];B[eg]))`;

export const markupGame = `(;GM[1]FF[4]SZ[9]AB[cc][dd]AW[ee][ef]
TR[cc]SQ[dd]CR[ee]MA[ef]LB[gg:A][hh:1]SL[aa][ba]AR[ac:cc]LN[ai:ci]C[Markup: triangle, square, circle, cross, labels, selection, an arrow and a line.])`;

export const collection = `(;GM[1]SZ[9]GN[First game]PB[Alice]PW[Bob];B[ee];W[cc])(;GM[1]SZ[13]GN[Second game]PB[Carol]PW[Dan];B[gg];W[dd];B[jj])`;

/** Not a game record at all (a web page): the board says so (an unclosed comment, say, is repaired and loads). */
export const broken = `<!doctype html><title>404 Not Found</title><h1>Not Found</h1>`;

/** Black's 27 points + 1 prisoner against White's 34 + 1 + 6.5 komi: W+13.5, as recorded. */
export const endPosition = `(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+13.5]
AB[da][db][dc][dd][de][df][dg][dh][di][ea][eb][gg]AW[fa][fb][eh][ei][ec][ed][ee][ef][eg][bb]C[A finished 9x9 position: the stones at B8 and G3 are dead.])`;

export const problem = `(;GM[1]FF[4]CA[UTF-8]SZ[9]VW[aa:fe]PL[B]AB[bb][db][ca]AW[cb]C[Black to play. Capture the white stone.]
(;B[cc]C[RIGHT. The white stone had only one liberty left.])
(;B[dc]C[Wrong. White runs away.];W[cc]))`;

/** A problem set: two problems in one file (a collection), gone through with Next problem. */
export const problemSet = `${problem}
(;GM[1]FF[4]SZ[9]PL[B]AB[ab][bb][cb]AW[aa][ba]C[Black to play. Capture the two white stones in the corner.]
(;B[ca]C[RIGHT. Both white stones are taken.])
(;B[da]C[Wrong.];W[ca]))`;

/** A finished 9x9 two-stone handicap game under Chinese rules: area counting gives White 2 points for the handicap. */
export const chineseHandicapEnd = `(;GM[1]FF[4]SZ[9]RU[Chinese]HA[2]KM[0.5]PB[Black]PW[White]RE[B+6.5]
AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]C[Black's area 45, White's 36 + 0.5 komi + 2 for the handicap.])`;

/** A lesson's diagram: a stone in atari, then the capture. */
export const diagramLesson = `(;GM[1]FF[4]SZ[9]AB[de][ed][fe]AW[ee]TR[ef]PL[B]C[White has one liberty left, at E4: atari!];B[ef]C[Black plays E4 and captures the white stone.])`;
