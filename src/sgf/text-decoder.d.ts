// The part of the WHATWG TextDecoder this layer uses. It exists in Node and in browsers, but ES2022's
// lib (tsconfig.engine.json) does not declare it, so decode.ts reads it from globalThis with these types.

export interface SgfTextDecoder {
  readonly encoding: string;
  decode(input: Uint8Array): string;
}

export type SgfTextDecoderClass = new (label?: string, options?: { fatal?: boolean }) => SgfTextDecoder;
