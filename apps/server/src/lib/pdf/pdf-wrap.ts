/**
 * Line wrapping over styled runs by the Unicode line breaking algorithm (UAX #14, the `linebreak` package):
 * Latin, Tamil and Arabic break at spaces, Chinese between any two characters (but not before a closing
 * mark such as "，" or "）"); a word wider than the line is split between characters (grapheme clusters).
 */
import LineBreaker from 'linebreak';
import type { Color, PDFFont } from 'pdf-lib';
import { isRightToLeft } from './fonts/embed-fonts.js';
import { fontRuns } from './fonts/font-runs.js';
import { INK } from './pdf-style.js';
import { measure, type Fonts, type Line, type Run } from './pdf-text.js';

interface Fragment {
  text: string;
  font: PDFFont;
  color: Color;
}

/** A piece of text between two break opportunities; `width` includes its trailing spaces, `inkWidth` not. */
interface Segment {
  fragments: Fragment[];
  width: number;
  inkWidth: number;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The paragraph's text with whitespace collapsed, and the run each UTF-16 offset belongs to. */
function flatten(runs: Run[]): { text: string; owner: Run[] } {
  let text = '';
  const owner: Run[] = [];
  for (const run of runs) {
    let part = run.text.replace(/\s+/g, ' ');
    if ((text === '' || text.endsWith(' ')) && part.startsWith(' ')) part = part.slice(1);
    text += part;
    for (let i = 0; i < part.length; i++) owner.push(run);
  }
  return { text, owner };
}

function fragmentsOf(text: string, owner: Run[], start: number, end: number, fonts: Fonts): Fragment[] {
  const fragments: Fragment[] = [];
  let from = start;
  while (from < end) {
    const run = owner[from]!;
    let to = from + 1;
    while (to < end && owner[to] === run) to++;
    const color = run.color ?? INK;
    for (const piece of fontRuns(text.slice(from, to), run.style ?? 'regular', fonts)) {
      fragments.push({ text: piece.text, font: piece.font, color });
    }
    from = to;
  }
  return fragments;
}

function segment(fragments: Fragment[], size: number): Segment {
  const width = fragments.reduce((sum, f) => sum + measure(f.font, f.text, size), 0);
  const last = fragments.at(-1);
  const trailing = last ? last.text.length - last.text.trimEnd().length : 0;
  const inkWidth = last && trailing > 0 ? width - measure(last.font, ' '.repeat(trailing), size) : width;
  return { fragments, width, inkWidth };
}

/** Splits a too-wide segment between grapheme clusters (never inside a Tamil syllable or an accented letter). */
function splitOverlong(
  text: string,
  owner: Run[],
  start: number,
  end: number,
  fonts: Fonts,
  size: number,
  maxWidth: number,
): Segment[] {
  const pieces: Segment[] = [];
  let from = start;
  let current: Segment | null = null;
  for (const { index, segment: cluster } of graphemes.segment(text.slice(start, end))) {
    const to = start + index + cluster.length;
    const candidate = segment(fragmentsOf(text, owner, from, to, fonts), size);
    if (candidate.inkWidth > maxWidth && current) {
      pieces.push(current);
      from = start + index;
      current = segment(fragmentsOf(text, owner, from, to, fonts), size);
    } else {
      current = candidate;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function toLine(segments: Segment[], size: number): Line {
  const fragments = segments.flatMap((s) => s.fragments.map((f) => ({ ...f })));
  // Spaces at the end of a line are not drawn.
  while (fragments.length > 0) {
    const last = fragments.at(-1)!;
    last.text = last.text.trimEnd();
    if (last.text !== '') break;
    fragments.pop();
  }
  const merged: Fragment[] = [];
  for (const fragment of fragments) {
    const last = merged.at(-1);
    if (last && last.font === fragment.font && last.color === fragment.color) last.text += fragment.text;
    else merged.push({ ...fragment });
  }
  const pieces: Line['pieces'] = [];
  let x = 0;
  for (const fragment of merged) {
    if (isRightToLeft(fragment.font)) {
      // Drawn in visual order: a space at either end would land on the wrong side of the run, so it becomes a gap.
      const core = fragment.text.trim();
      const leading = fragment.text.length - fragment.text.trimStart().length;
      const trailing = fragment.text.length - fragment.text.trimEnd().length;
      x += measure(fragment.font, ' '.repeat(leading), size);
      if (core !== '') pieces.push({ ...fragment, text: core, x });
      x += measure(fragment.font, core, size) + measure(fragment.font, ' '.repeat(trailing), size);
    } else {
      pieces.push({ ...fragment, x });
      x += measure(fragment.font, fragment.text, size);
    }
  }
  return { pieces, width: x };
}

/** Greedy wrap: each line takes as many segments as fit in `maxWidth` (trailing spaces may overhang). */
export function wrapRuns(runs: Run[], fonts: Fonts, size: number, maxWidth: number): Line[] {
  const { text, owner } = flatten(runs);
  const segments: Segment[] = [];
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const end = next.position;
    if (end <= start) continue;
    const whole = segment(fragmentsOf(text, owner, start, end, fonts), size);
    if (whole.inkWidth <= maxWidth) segments.push(whole);
    else segments.push(...splitOverlong(text, owner, start, end, fonts, size, maxWidth));
    start = end;
  }

  const lines: Line[] = [];
  let line: Segment[] = [];
  let lineWidth = 0;
  for (const seg of segments) {
    if (line.length > 0 && lineWidth + seg.inkWidth > maxWidth) {
      lines.push(toLine(line, size));
      line = [];
      lineWidth = 0;
    }
    line.push(seg);
    lineWidth += seg.width;
  }
  if (line.length > 0) lines.push(toLine(line, size));
  return lines.filter((l) => l.pieces.length > 0);
}
