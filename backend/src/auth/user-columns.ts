import type { DataSource } from 'typeorm';
import { User } from './user.entity.js';

/**
 * The SELECT list of every user column, named as the entity's properties, so that a plain row
 * becomes a User with Object.assign. Plain SQL rather than TypeORM's query builder on the paths
 * every signed-in request takes (bench/RESULTS.md, "API"). `table` qualifies the columns in a
 * join.
 */
export function userColumns(dataSource: DataSource, table?: string): string {
  const qualifier = table ? `"${table}".` : '';
  return dataSource
    .getMetadata(User)
    .columns.map((column) => `${qualifier}"${column.databaseName}" AS "${column.propertyName}"`)
    .join(', ');
}

/** A row read with userColumns, as the entity TypeORM's repository would give. */
export function toUser(row: Partial<User>): User {
  return Object.assign(new User(), row);
}
