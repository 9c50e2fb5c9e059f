import { Driver, EntityMetadata, ObjectLiteral } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { DriverUtils } from 'typeorm/driver/DriverUtils';

/**
 * Column types that TypeORM's PostgreSQL driver hands over as pg parsed them (prepareHydratedValue
 * has no branch for them): their value is copied as it is. Every other type (date, timestamptz,
 * boolean, …) still goes through the driver, so each value is the one TypeORM would set.
 */
const AS_PARSED = new Set<unknown>([
  'uuid',
  'text',
  'char',
  'varchar',
  'bigint',
  'integer',
  'jsonb',
]);

/**
 * Entities from the raw rows of a query on one table, selected whole under `alias`, without
 * TypeORM's result transformer. On the list pages that transformer (its column walk, a
 * setEntityValue and a prepareHydratedValue per column per row, an alias lookup per key) was
 * about a tenth of the api's CPU under load; this reader decides once per column what a value
 * needs and then only copies. raw-entity-reader.integration-spec.ts checks that it builds the same
 * entities as getRawAndEntities on rows that fill every column.
 */
export class RawEntityReader<E extends ObjectLiteral> {
  private readonly make: new (raw: Record<string, unknown>) => E;

  constructor(metadata: EntityMetadata, alias: string) {
    const driver = metadata.connection.driver;
    const columns = metadata.columns.map((column) => {
      // What this reader does not handle, it must not meet quietly.
      if (column.embeddedMetadata || column.relationMetadata || column.isVirtual)
        throw new Error(`${metadata.name}.${column.propertyName}: not a plain column`);
      return {
        key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName),
        property: column.propertyName,
        hydrate: AS_PARSED.has(column.type) && !column.transformer ? null : column,
      };
    });
    this.make = rowConstructor(metadata, driver, columns);
  }

  read(raw: Record<string, unknown>): E {
    return new this.make(raw);
  }
}

/**
 * A constructor, written out for this entity's columns, whose objects have the entity's
 * prototype (as TypeORM's, made without running the entity's constructor). Written out because
 * of how V8 lays objects out: an object that gets fifty properties one by one in a loop keeps
 * outgrowing its property store (a new one every few properties: most of the 10 kB a row cost
 * in allocations), while a constructor that assigns them all is seen to need fifty slots and
 * makes its objects with them in place. A column missing from the row (undefined) is not set,
 * as TypeORM leaves it. Keys and property names come from the entity metadata, never from a
 * request, and are written as JSON string literals.
 */
function rowConstructor<E>(
  metadata: EntityMetadata,
  driver: Driver,
  columns: { key: string; property: string; hydrate: ColumnMetadata | null }[],
): new (raw: Record<string, unknown>) => E {
  const hydrators = columns.map(
    ({ hydrate }) => hydrate && ((value: unknown) => driver.prepareHydratedValue(value, hydrate)),
  );
  const body = columns
    .map(({ key, property, hydrate }, index) => {
      const value = hydrate ? `hydrators[${index}](value)` : 'value';
      return `value = raw[${JSON.stringify(key)}];
      if (value !== undefined) this[${JSON.stringify(property)}] = ${value};`;
    })
    .join('\n');
  const make = new Function(
    'hydrators',
    `return function Row(raw) {
      let value;
      ${body}
    };`,
  )(hydrators) as { prototype: unknown };
  make.prototype = (metadata.target as { prototype: unknown }).prototype;
  return make as unknown as new (raw: Record<string, unknown>) => E;
}
