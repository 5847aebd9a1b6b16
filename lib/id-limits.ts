/**
 * The largest value of a PostgreSQL `integer` column, the type of every `serial` id (cells,
 * warehouses, cities, review groups). A schema refuses a larger number as "not found": sent to the
 * database it would fail the query ("out of range for type integer") instead of finding no row.
 */
export const INT4_MAX = 2_147_483_647;
