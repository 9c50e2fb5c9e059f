import { INestApplication } from '@nestjs/common';
import { METHODS } from 'node:http';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLInputType, getNamedType, isInputObjectType } from 'graphql';

/**
 * Every REST route and every GraphQL operation the booted app answers, as keys:
 * `GET /api/proposals/:id` and `Query.proposal` / `Mutation.updateProposal`. Read from the
 * running app (Express's router and the schema Nest built), not from a list kept by hand, so a
 * new route or operation shows up here the moment it exists.
 */
export function routeInventory(app: INestApplication): string[] {
  return [...restRoutes(app), ...graphqlOperations(app)].sort();
}

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

export function restRoutes(app: INestApplication): string[] {
  // Express 5 keeps its router on `router` (Express 4 on `_router`).
  const express = app.getHttpAdapter().getInstance() as {
    router?: { stack: RouteLayer[] };
    _router?: { stack: RouteLayer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const keys = new Set<string>();
  for (const { route } of stack) {
    if (!route) continue; // middleware (helmet, body parsers, GraphQL's handler, the SPA)
    const paths = Array.isArray(route.path) ? route.path : [route.path];
    const methods = Object.keys(route.methods).filter((method) => route.methods[method]);
    // A route for every method is middleware mounted with `all` (the request logger's
    // `{*path}`, Apollo's /graphql, whose operations are listed from the schema), not an endpoint.
    if (methods.length >= METHODS.length) continue;
    for (const path of paths)
      for (const method of methods) keys.add(`${method.toUpperCase()} ${path}`);
  }
  return [...keys];
}

export function graphqlOperations(app: INestApplication): string[] {
  const { schema } = app.get(GraphQLSchemaHost);
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []),
  );
}

/** Arguments that name a record: an ID, or a token or session that stands for one. */
const NAMES_A_RECORD = /^(token|session)$/i;

/**
 * The keys above that take an id or token: a REST path with a parameter (or the PDF routes'
 * `id` in the body and `token` in the query, listed by the caller), a GraphQL operation with an
 * `ID` argument, a token or session argument, or an input object holding an `ID` field.
 */
export function idTakingOperations(app: INestApplication): string[] {
  const rest = restRoutes(app).filter((key) => key.includes('/:'));
  const { schema } = app.get(GraphQLSchemaHost);
  const namesRecord = (name: string, type: GraphQLInputType, depth = 0): boolean => {
    const named = getNamedType(type);
    if (named.name === 'ID' || NAMES_A_RECORD.test(name)) return true;
    return (
      depth === 0 &&
      isInputObjectType(named) &&
      Object.values(named.getFields()).some((field) => namesRecord(field.name, field.type, 1))
    );
  };
  const graphql = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type
      ? Object.values(type.getFields())
          .filter((field) => field.args.some((arg) => namesRecord(arg.name, arg.type)))
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
  return [...rest, ...graphql].sort();
}
