// Jest resolves require() with the "require" export condition. kubernetes-models, its
// @kubernetes-models/* helpers and the packages they import (is-cidr, cidr-regex) are ES
// modules only, some exported under "import" alone: resolve them with the "import" condition,
// and the unit project's transform compiles them to CommonJS (jest.config.js). Every other
// package resolves as before.
const ESM_ONLY_PACKAGES = '(?:kubernetes-models|@kubernetes-models/[^/]+|is-cidr|cidr-regex)';
const IS_ESM_ONLY = new RegExp(`^${ESM_ONLY_PACKAGES}(?:/|$)`);

function resolve(request, options) {
  const esmOnly = IS_ESM_ONLY.test(request) || IS_ESM_ONLY.test(packagePath(options.basedir));
  return options.defaultResolver(
    request,
    esmOnly ? { ...options, conditions: ['import', 'node', 'default'] } : options,
  );
}

/** The path after the last node_modules/: a relative request inside a package starts there. */
function packagePath(basedir) {
  const at = basedir.lastIndexOf('node_modules/');
  return at === -1 ? '' : basedir.slice(at + 'node_modules/'.length);
}

module.exports = resolve;
module.exports.ESM_ONLY_PACKAGES = ESM_ONLY_PACKAGES;
