import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';

import { lexicographicSortSchema, printSchema } from 'graphql';
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// @nestjs/graphql keeps this key internal (package exports); it is stable across majors.
const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';

export const SCHEMA_FILE = resolve(__dirname, '../../schema.gql');
const HEADER = `# ------------------------------------------------------
# THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
# ------------------------------------------------------

`;

/** Every @Resolver class under src (or dist), found by file name so none can be forgotten. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's own signature
type ResolverClass = Function;

function findResolvers(dir = resolve(__dirname, '..')): ResolverClass[] {
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.resolver\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- files found at run time
      .flatMap((file) => Object.values(require(join(dir, file)) as Record<string, unknown>))
      .filter(
        (value): value is ResolverClass =>
          typeof value === 'function' && Reflect.hasMetadata(RESOLVER_TYPE_METADATA, value),
      )
  );
}

/** The schema SDL, sorted, exactly as committed in apps/api/schema.gql. */
export async function buildSchemaSdl(): Promise<string> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  try {
    const schema = await app.get(GraphQLSchemaFactory).create(findResolvers());
    return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  buildSchemaSdl().then(
    (sdl) => {
      writeFileSync(SCHEMA_FILE, sdl);
      console.log(`Wrote ${SCHEMA_FILE}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
