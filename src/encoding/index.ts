// encoding: base64 and query strings (API.md §5).
export { decodeBase64, encodeBase64 } from './base64';
export { type ParseQueryOptions, parseQuery } from './query-parse';
export { type StringifyQueryOptions, stringifyQuery } from './query-stringify';
