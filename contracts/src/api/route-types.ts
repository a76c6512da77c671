import type { z } from 'zod';
import type { ApiRouteName } from './route-paths.js';
import type { AnySchema, ApiRoutes } from './route-table.js';

/** The schema a route declares under `part`, or never. */
type SchemaOf<Name extends ApiRouteName, Part extends string> = ApiRoutes[Name] extends {
  readonly [P in Part]: infer Schema extends AnySchema;
}
  ? Schema
  : never;

/** A route's path parameters, each written into the path as text (numbers welcome). */
export type ApiPathParams<Name extends ApiRouteName> = [SchemaOf<Name, 'params'>] extends [never]
  ? undefined
  : { readonly [Key in keyof z.input<SchemaOf<Name, 'params'>>]: string | number };

/** A route's query parameters (each optional: undefined ones are left out of the address). */
export type ApiQueryParams<Name extends ApiRouteName> = [SchemaOf<Name, 'query'>] extends [never]
  ? undefined
  : { readonly [Key in keyof z.input<SchemaOf<Name, 'query'>>]?: string | number | undefined };

/** A route's body as the caller writes it (the schema's input), `multipart` for an upload. */
export type ApiBodyInput<Name extends ApiRouteName> = ApiRoutes[Name] extends {
  readonly body: 'multipart';
}
  ? 'multipart'
  : [SchemaOf<Name, 'body'>] extends [never]
    ? undefined
    : z.input<SchemaOf<Name, 'body'>>;

/** A JSON answer as its schema parses it; `file` for a route answering a file. */
export type ApiAnswerOutput<Name extends ApiRouteName> = [SchemaOf<Name, 'answer'>] extends [never]
  ? 'file'
  : z.output<SchemaOf<Name, 'answer'>>;
