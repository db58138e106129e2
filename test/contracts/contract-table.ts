/**
 * The vocabulary of the contract tables: what a real service accepts and answers, field by field,
 * each entry carrying the place in the real source it was read from. The checks and the answer
 * builders below are what the contract tests and the msw stand-ins share, so neither can drift
 * from the table.
 */

export type Scalar = 'string' | 'number' | 'boolean' | 'iso-timestamp';

export interface Described {
  /** `path:line` in the source repository of the table. */
  readonly source: string;
  /** May be left out of the object it sits in. */
  readonly optional?: boolean;
  /** May be `null`. */
  readonly nullable?: boolean;
}

export type Shape =
  | (Described & { readonly kind: Scalar; readonly values?: readonly string[]; readonly example: string | number | boolean })
  | (Described & { readonly kind: 'object'; readonly fields: Readonly<Record<string, Shape>>; readonly openEnded?: boolean })
  | (Described & { readonly kind: 'array'; readonly items: Shape });

export interface QueryParam {
  readonly source: string;
  readonly required: boolean;
  /** `list` is a comma-joined list of strings. */
  readonly type: 'string' | 'integer' | 'list';
  readonly values?: readonly string[];
}

export interface RouteContract {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Path on the service's base URL; `:name` is a path segment. */
  readonly path: string;
  readonly source: string;
  readonly query: Readonly<Record<string, QueryParam>>;
  /** The Content-Type the kit's request carries: a string body gets the CORS-safelisted text/plain. */
  readonly contentType: 'none' | 'text/plain;charset=UTF-8';
  readonly body?: Shape;
  /** `blob` for images; `ignored` when the kit never reads the answer. */
  readonly response: Shape | 'blob' | 'ignored';
  /** How many times the kit sends one request: 1, FetchUtil never retries. */
  readonly attempts: number;
}

const describe = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function checkScalar(shape: Extract<Shape, { kind: Scalar }>, value: unknown, at: string): string[] {
  const expected = shape.kind === 'iso-timestamp' ? 'string' : shape.kind;
  if (typeof value !== expected) return [`${at}: ${shape.kind} expected, got ${describe(value)}`];
  if (shape.kind === 'iso-timestamp' && (typeof value !== 'string' || new Date(value).toISOString() !== value)) return [`${at}: ISO timestamp expected, got ${String(value)}`];
  if (shape.values && !shape.values.includes(String(value))) return [`${at}: one of ${shape.values.join(', ')} expected, got ${String(value)}`];
  return [];
}

/** Every way `value` departs from `shape`; an empty list when it fits. */
export function checkShape(shape: Shape, value: unknown, at = '$'): string[] {
  if (value === null) return shape.nullable ? [] : [`${at}: null where the source has no null`];
  if (shape.kind === 'array') {
    if (!Array.isArray(value)) return [`${at}: array expected, got ${describe(value)}`];
    return value.flatMap((item, index) => checkShape(shape.items, item, `${at}[${index}]`));
  }
  if (shape.kind === 'object') {
    if (describe(value) !== 'object') return [`${at}: object expected, got ${describe(value)}`];
    const record = value as Record<string, unknown>;
    const problems = Object.entries(shape.fields).flatMap(([name, field]) =>
      record[name] === undefined ? (field.optional ? [] : [`${at}.${name}: missing`]) : checkShape(field, record[name], `${at}.${name}`),
    );
    const unknown = shape.openEnded ? [] : Object.keys(record).filter((name) => !(name in shape.fields) && record[name] !== undefined);
    return [...problems, ...unknown.map((name) => `${at}.${name}: not in the source`)];
  }
  return checkScalar(shape, value, at);
}

/** How to fill the optional and nullable fields of an answer built from a table. */
export type FillMode = 'all-present' | 'optional-absent' | 'nullable-null';

/** An answer as the real service could send it: every field of the table, per `mode`. */
export function sampleOf(shape: Shape, mode: FillMode): unknown {
  if (shape.kind === 'array') return [sampleOf(shape.items, mode)];
  if (shape.kind !== 'object') return shape.values?.[0] ?? shape.example;
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) {
    if (mode === 'optional-absent' && field.optional) continue;
    result[name] = mode === 'nullable-null' && field.nullable ? null : sampleOf(field, mode);
  }
  return result;
}

/** Every way a request's query departs from the route: unknown names, missing required ones, wrong types. */
export function checkQuery(route: RouteContract, query: URLSearchParams): string[] {
  const problems: string[] = [];
  for (const name of new Set(query.keys())) {
    const param = route.query[name];
    if (!param) {
      problems.push(`query ${name}: not sent by the kit`);
      continue;
    }
    const value = query.get(name) ?? '';
    if (query.getAll(name).length > 1) problems.push(`query ${name}: sent twice`);
    if (value === '') problems.push(`query ${name}: empty (the kit leaves empty values out)`);
    if (param.type === 'integer' && !/^\d+$/.test(value)) problems.push(`query ${name}: integer expected, got ${value}`);
    const items = param.type === 'list' ? value.split(',') : [value];
    for (const item of items) if (param.values && !param.values.includes(item)) problems.push(`query ${name}: ${item} is not one of ${param.values.join(', ')}`);
  }
  for (const [name, param] of Object.entries(route.query)) if (param.required && !query.has(name)) problems.push(`query ${name}: missing`);
  return problems;
}

/** The headers a browser adds itself or that keep a request "simple" (no CORS preflight). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language', 'content-type']);

/** Every way a request's method, headers and content type depart from the route. */
export function checkEnvelope(route: RouteContract, request: { method: string; headers: Headers }): string[] {
  const problems: string[] = [];
  if (request.method !== route.method) problems.push(`method ${request.method}, the kit sends ${route.method}`);
  const contentType = request.headers.get('content-type');
  if (route.contentType === 'none' ? contentType !== null : contentType?.toLowerCase().replace(/\s/g, '') !== route.contentType.toLowerCase()) {
    problems.push(`content-type ${contentType ?? 'none'}, the kit sends ${route.contentType}`);
  }
  for (const name of request.headers.keys()) if (!SAFELISTED.has(name.toLowerCase())) problems.push(`header ${name}: the kit sends none (it would force a CORS preflight)`);
  return problems;
}

/** The msw path of a route on a base URL. */
export const routeUrl = (base: string, route: RouteContract): string => `${base}${route.path}`;
