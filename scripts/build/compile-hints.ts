/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136 and later): a script that starts
 * with the comment `//# allFunctionsCalledOnLoad` has all its functions compiled when the script itself is compiled,
 * which for a script the browser streams happens off the main thread, instead of each function being compiled on the
 * main thread the first time it is called. The islands' code is called as soon as it arrives (Preact, the runtime, the
 * page's islands), so without the hint that compiling lands in the page's first renders and module evaluations, the
 * tasks Lighthouse counts as blocking; with it, those tasks are much shorter
 * (docs/decisions/0003-loading-the-page-runtime.md). Browsers without the hint read a comment.
 *
 * Only on files of HINTED_FROM bytes or more: the comment costs about 22 bytes of gzip a file, which on a small file
 * (a helper or two; /schedules loads 26 files) buys next to no compiling, and /schedules' 35 KB budget has no room
 * for it on every file.
 *
 * Added after minification (generateBundle, after every other plugin's), where no minifier can drop it. The file
 * names' hashes are those of the code without it; whether a file gets it depends only on that code, so a name still
 * stands for one content. check:web fails a script of the build whose hint is not its first line.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Minified bytes from which a chunk gets the hint: Preact, the runtime, and the islands' own modules. */
const HINTED_FROM = 4096;

export function compileHints(): Plugin {
  return {
    name: 'ferry:compile-hints',
    apply: 'build',
    // After every other plugin's generateBundle: Vite's import analysis puts a line of its own at the top of a chunk
    // with dynamic imports (`const __vite__mapDeps=…`) there, and a hint that is not the file's first line is no hint
    // (the booking panel's 23 KB chunk had it on line 2 and was compiled function by function in its first render).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code.length >= HINTED_FROM) output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
