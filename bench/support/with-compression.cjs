// Preloaded into the api by bench/compression.ts (NODE_OPTIONS=--require): the `compression`
// middleware first in line, as `app.use(compression())` at the top of bootstrap.ts would put it,
// so the bench weighs compressing in the app without the app carrying a switch for it.
const { join } = require('node:path');

const apiDir = join(__dirname, '../../apps/api');
const { NestFactory } = require(require.resolve('@nestjs/core', { paths: [apiDir] }));
const compression = require('compression');

const create = NestFactory.create.bind(NestFactory);
NestFactory.create = async (...args) => {
  const app = await create(...args);
  app.use(compression());
  return app;
};
