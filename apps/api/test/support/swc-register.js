// Lets a child process run the api's TypeScript sources as they are (tests only): the same
// SWC settings as jest, and @dealdraft/domain from its sources rather than a build.
const { transformSync } = require('@swc/core');
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { resolve } = require('node:path');

const DOMAIN = resolve(__dirname, '../../../../libs/domain/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@dealdraft/domain' ? DOMAIN : request, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
