/** The one place where wire names (snake_case) and code names (camelCase) are mapped. */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type Opaque = Date | Blob | File | FormData | URLSearchParams | ((...args: never[]) => unknown);

/** `Camelized<User>`: the contract's snake_case type as the web app receives it. */
export type Camelized<T> = T extends Opaque
  ? T
  : T extends readonly (infer Item)[]
    ? Camelized<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
      : T;

export function toCamelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-z])([0-9])/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = convertKeys(item, convert);
  return result;
}

export function camelizeKeys<T>(value: T): Camelized<T> {
  return convertKeys(value, toCamelCase) as Camelized<T>;
}

export function snakeizeKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeCase);
}
