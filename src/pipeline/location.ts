/** Where a statement sits in the data: the file and the path inside it (line and column come later, locate.ts). */
/** A path inside a YAML document, as zod reports it: keys and array indices. */
export type Path = readonly (string | number)[];

/** A statement's place: the file as displayed (e.g. `data/ports.yaml`) and the path inside it. */
export interface Loc {
  file: string;
  path: Path;
  /** Point at the key rather than its value (unknown keys, duplicate ids). */
  key?: boolean;
  /**
   * The words the notice is about, inside the longer text at `path` ("Nineteen ferry destinations" in a page's
   * description): the notice is placed at the line of those words, not at the start of the text (locate.ts).
   */
  quote?: string;
  /** A character offset in the file, used instead of the path by YAML-level notices (syntax errors). */
  offset?: number;
  /**
   * A position found before the file could be parsed (invalid UTF-8, nesting too deep): used as it is, and the
   * file is never parsed to place it.
   */
  line?: number;
  col?: number;
}
