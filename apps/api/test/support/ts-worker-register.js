// Lets a worker thread run the api's TypeScript sources as they are (the unit tests run the
// e-invoice validation pool from src; the built api's worker is JavaScript). TypeScript's own
// transpiler, not SWC as swc-register.js: SWC's native binding, loaded again in a thread that
// replaced one ended by process.exit or terminate(), crashed the whole process (SIGSEGV), and the
// pool's tests end threads on purpose.
const ts = require('typescript');
const { readFileSync } = require('node:fs');

require.extensions['.ts'] = function compile(module, filename) {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      inlineSourceMap: true,
    },
  });
  module._compile(outputText, filename);
};
