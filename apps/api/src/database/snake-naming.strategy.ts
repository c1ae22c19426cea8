import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

const toSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

// Entities keep the spec's property names (camelCase or snake_case); the database always sees snake_case.
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    return userSpecifiedName ?? toSnake(targetName);
  }

  override columnName(propertyName: string, customName: string, embeddedPrefixes: string[]): string {
    return toSnake([...embeddedPrefixes, customName || propertyName].join('_'));
  }

  override relationName(propertyName: string): string {
    return toSnake(propertyName);
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return toSnake(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(first: string, second: string, firstProperty: string): string {
    return toSnake(`${first}_${firstProperty.replace(/\./g, '_')}_${second}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return toSnake(`${tableName}_${columnName ?? propertyName}`);
  }
}
