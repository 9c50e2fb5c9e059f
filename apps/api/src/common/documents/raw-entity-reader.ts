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
 * needs and then only copies. document-store.integration-spec.ts checks that it builds the same
 * entities as getRawAndEntities on rows that fill every column.
 */
export class RawEntityReader<E extends ObjectLiteral> {
  private readonly driver: Driver;
  private readonly columns: { key: string; property: string; hydrate: ColumnMetadata | null }[];

  constructor(
    private readonly metadata: EntityMetadata,
    alias: string,
  ) {
    this.driver = metadata.connection.driver;
    this.columns = metadata.columns.map((column) => {
      // What this reader does not handle, it must not meet quietly.
      if (column.embeddedMetadata || column.relationMetadata || column.isVirtual)
        throw new Error(`${metadata.name}.${column.propertyName}: not a plain column`);
      return {
        key: DriverUtils.buildAlias(this.driver, undefined, alias, column.databaseName),
        property: column.propertyName,
        hydrate: AS_PARSED.has(column.type) && !column.transformer ? null : column,
      };
    });
  }

  read(raw: Record<string, unknown>): E {
    // As TypeORM reads rows: the prototype without running the constructor.
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as Record<
      string,
      unknown
    >;
    for (const { key, property, hydrate } of this.columns) {
      const value = raw[key];
      if (value === undefined) continue;
      entity[property] = hydrate ? this.driver.prepareHydratedValue(value, hydrate) : value;
    }
    return entity as E;
  }
}
