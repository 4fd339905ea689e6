/**
 * Asks the browser to compile every function of the site's scripts while it downloads them, off
 * the main thread: each script the bundler emits starts with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; a plain comment to every other browser).
 * https://v8.dev/blog/explicit-compile-hints
 *
 * Without it V8 compiles a function lazily, on the main thread, the first time it is called. Most
 * of what main.js and a page's chunks define is called during start-up (module factories, React,
 * the router, the theme's components), so that compilation was a large share of Docusaurus'
 * start-up task: ~60 of its ~150 ms at 4x CPU in a profile of the doc page. With the hint, V8
 * compiles those functions on its streaming thread as the bytes arrive.
 *
 * Measured in Chromium at 4x CPU (8 interleaved loads each, blocking time after the first
 * contentful paint): doc page median 217-228 ms -> 75-120 ms; /community 278 -> 157 ms.
 *
 * The cost is compiling the functions a page never calls, on a background thread. Every emitted
 * script gets the hint: the lazily loaded ones (Firestore, the runner's editor, the chat) are
 * loaded when they are about to be used, and on /community hinting the Firestore SDK too took its
 * start-up from ~250 to ~150 ms at 4x.
 *
 * Added after minification (which drops comments) and before content hashing, so the file names
 * still change whenever a file's bytes do.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
// Rspack's compiler has the same API for what is used here (Docusaurus types both as webpack's).
import type {Compiler} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const PLUGIN_NAME = 'pydocs-compile-hints';

/** Puts the hint on the first line of every emitted script. */
export const compileHintsWebpackPlugin = {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        for (const {name} of compilation.getAssets()) {
          if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  },
};

export default function compileHintsPlugin(_context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [compileHintsWebpackPlugin]};
    },
  };
}
