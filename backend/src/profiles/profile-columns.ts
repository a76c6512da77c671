import type { ProfileFieldName } from '@reunion/contracts';
import { getMetadataArgsStorage } from 'typeorm';
import { ProfileEntity } from './profile.entity.js';

/** The columns of a profile row that are not fields a person fills in. */
type RowOnly =
  | 'id'
  | 'userId'
  | 'user'
  | 'thumbnailKey'
  | 'emailVisibility'
  | 'phoneNumberVisibility'
  | 'cityVisibility'
  | 'rsvpNudgesStoppedAt'
  | 'createdAt'
  | 'updatedAt';

/**
 * Compile-time checks that the entity and contracts' field table agree: a column added without a
 * declaration (so without anyone deciding who may see it), or a declared field without a column,
 * is a type error here (docs/profiles.md, "Adding a profile field").
 */
type Undeclared = Exclude<keyof ProfileEntity, ProfileFieldName | RowOnly>;
type Unstored = Exclude<ProfileFieldName, keyof ProfileEntity>;
export const entityMatchesFieldTable: [Undeclared, Unstored] extends [never, never]
  ? true
  : { columnsWithoutDeclaration: Undeclared; declaredFieldsWithoutColumn: Unstored } = true;

/** The SQL of each entity property: its column, a date as its calendar day ('YYYY-MM-DD'). */
const columnSql = new Map(
  getMetadataArgsStorage()
    .columns.filter((column) => column.target === ProfileEntity)
    .map(({ propertyName, options }) => {
      const name = `"${options.name ?? propertyName}"`;
      // pg would make a date a local-time Date; the entity reads it as the day it is.
      const value = options.type === 'date' ? `to_char(${name}, 'YYYY-MM-DD')` : name;
      return [propertyName, `${value} AS "${propertyName}"`];
    }),
);

/**
 * A SELECT list naming `properties` as the entity does, from the entity's own column metadata:
 * the plain-SQL reads (the profile page, the directory) follow a new column without anyone
 * writing its name twice.
 */
export function profileSelectList(properties: readonly (keyof ProfileEntity)[]): string {
  return properties
    .map((property) => {
      const sql = columnSql.get(property);
      if (sql === undefined) throw new Error(`ProfileEntity has no column ${property}`);
      return sql;
    })
    .join(', ');
}

/** Every column of the entity, by property name. */
export const profileColumnNames = [...columnSql.keys()] as (keyof ProfileEntity)[];
