/** Minimal typings for the untyped font libraries used by lib/pdf/fonts (ADR: PDF fonts in lib/pdf/fonts/README). */
declare module '@foliojs-fork/fontkit' {
  const fontkit: { create(buffer: Uint8Array): unknown };
  export default fontkit;
}

declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
