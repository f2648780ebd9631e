/**
 * The text of a PDF as a reader sees it: per page, lines from top to bottom, each line's pieces left to right.
 *
 * pdfjs-dist (Mozilla's PDF.js, the legacy build that runs in Node) reads the file Chromium's page.pdf() wrote: it
 * installs with npm ci on any machine the tests run on (no apt, no root, no system package on a laptop) and gives
 * each piece of text its position, so a test can say where on the sheet something is (the foot is the last line),
 * not only that it is somewhere in the file. Text Chromium does not paint (visually hidden .sr-only spans are
 * clipped away) is not in the PDF, so what is read here is what is printed.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfPage {
  /** Text lines, top to bottom; pieces on one baseline joined with single spaces. */
  lines: string[];
  /** All lines joined with spaces (for "is this on the sheet at all"). */
  text: string;
  /** The sheet's width and the right edge of its right-most text, in PDF points: text past the edge is cut off. */
  width: number;
  right: number;
  /**
   * The smallest text on the sheet, in points. Chromium shrinks a page whose content is wider than the paper
   * (down to 1/1.33) instead of cutting it: that shows here, not as text past the edge.
   */
  smallestPt: number;
}

interface Piece { text: string; x: number; width: number }

/** Pieces whose baselines differ by less than this (in PDF points) are one line: a badge sits 1–2 pt off its line. */
const SAME_LINE_PT = 4;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Pieces left to right; a space between two only where the sheet shows a gap (Chromium writes a ligature such as
 * "ffi" as a piece of its own, flush with its neighbours: "o" "ffi" "ce" is one word).
 */
function joinLine(pieces: Piece[]): string {
  const sorted = [...pieces].sort((a, b) => a.x - b.x);
  let line = '';
  let end = -Infinity;
  for (const piece of sorted) {
    line += (line && piece.x - end > 0.5 ? ' ' : '') + piece.text;
    end = piece.x + piece.width;
  }
  return tidy(line);
}

export async function readPdf(pdf: Uint8Array): Promise<PdfPage[]> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => ({
          text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width,
          // The text matrix's vertical scale is the glyphs' size in points.
          size: Math.hypot(item.transform[2] as number, item.transform[3] as number),
        }));
      // PDF y grows upwards: the top line has the largest y.
      items.sort((a, b) => b.y - a.y || a.x - b.x);
      const rows: { y: number; pieces: Piece[] }[] = [];
      for (const item of items) {
        const row = rows.find((r) => Math.abs(r.y - item.y) < SAME_LINE_PT);
        if (row) row.pieces.push(item);
        else rows.push({ y: item.y, pieces: [item] });
      }
      const lines = rows.sort((a, b) => b.y - a.y).map((r) => joinLine(r.pieces));
      const { width } = page.getViewport({ scale: 1 });
      const right = Math.max(0, ...items.map((i) => i.x + i.width));
      const smallestPt = Math.min(...items.map((i) => i.size));
      pages.push({ lines, text: lines.join(' '), width, right, smallestPt });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
