import type { ColumnType } from 'kysely';

/** A timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** An enum-like text column, typed with core's union (the CHECK or the API keeps other values out). */
export type Enum<T extends string> = ColumnType<T, T, T>;
export type EnumDefault<T extends string> = ColumnType<T, T | undefined, T>;

/** numeric columns are parsed to number by createDb (they hold money and rates with 2–6 decimals). */
export type Numeric = ColumnType<number, number | string, number | string>;
export type NumericDefault = ColumnType<number, number | string | undefined, number | string>;
