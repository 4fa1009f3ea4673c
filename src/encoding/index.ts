// encoding: base64 and query strings (docs/reference.md).
export { decodeBase64, encodeBase64 } from './base64';
export { type ParseQueryOptions, parseQuery } from './query-parse';
export { type StringifyQueryOptions, stringifyQuery } from './query-stringify';
