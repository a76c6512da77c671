import type {
  ApiAnswerOutput,
  ApiBodyInput,
  ApiPathParams,
  ApiQueryParams,
  ApiRouteName,
  apiRoutePaths,
} from '@reunion/contracts';

/** The routes a page reads (GET): the ones with query keys. */
export type ApiReadRouteName = {
  [Name in ApiRouteName]: (typeof apiRoutePaths)[Name]['method'] extends 'GET' ? Name : never;
}[ApiRouteName];

/** What a call sends: an upload's FormData, or the JSON its route's body schema takes. */
export type ApiBody<Name extends ApiRouteName> = [ApiBodyInput<Name>] extends ['multipart']
  ? FormData
  : ApiBodyInput<Name>;

/** What a call resolves to: the parsed JSON answer, or the Response of a route answering a file. */
export type ApiAnswer<Name extends ApiRouteName> = [ApiAnswerOutput<Name>] extends ['file']
  ? Response
  : ApiAnswerOutput<Name>;

/** A part the route has is required (the query: optional); one it has not, refused. */
type Part<Key extends string, Value, Required extends boolean> = [Value] extends [undefined]
  ? { readonly [K in Key]?: never }
  : Required extends true
    ? { readonly [K in Key]: Value }
    : { readonly [K in Key]?: Value };

/** Where a read is: its path parameters and query, as its query key holds them. */
export type ApiLocation<Name extends ApiRouteName> = Part<'params', ApiPathParams<Name>, true> &
  Part<'query', ApiQueryParams<Name>, false>;

/**
 * The answer's own schema, for a call on a page's critical path: checked with it, the answer
 * needs neither the whole route table nor classic zod (answerSchemas.ts).
 */
export type AnswerSchemaLoader<Name extends ApiRouteName> = () => Promise<{
  parse(body: unknown): ApiAnswer<Name>;
}>;

/** Everything one call of a route takes. */
export type ApiCallInput<Name extends ApiRouteName> = ApiLocation<Name> &
  Part<'body', ApiBody<Name>, true> & {
    readonly signal?: AbortSignal;
    readonly answerSchema?: AnswerSchemaLoader<Name>;
  };

/** The input argument, optional when the route needs nothing. */
export type ApiInputArgs<Input> = object extends Input ? [input?: Input] : [input: Input];
