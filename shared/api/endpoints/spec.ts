/** What the endpoint table (../endpoints.ts) says of each endpoint. */
import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** `GET /api/financial-report`: the method and the path, as the docs name an endpoint. */
export type EndpointName = `${HttpMethod} /${string}`;

export interface EndpointSpec {
  /** Path parameters (`/api/locations/:id`); absent when the path has none. */
  params?: z.ZodType;
  /** Absent when the endpoint takes no query: it refuses any parameter. */
  query?: z.ZodType;
  /** The JSON body the service validates. */
  body?: z.ZodType;
  /** The JSON answer; for endpoints that also answer files, the JSON variant. */
  response: z.ZodType;
  /** The success status, when it is not 200. */
  status?: 201;
  /**
   * The error statuses the endpoint can answer, for the OpenAPI document and a client that
   * wants to know what to expect (every endpoint can also answer 400: it validates its query).
   */
  errors: readonly number[];
  /** Answered without a token (login, health, the API's description). */
  public?: true;
  /**
   * The endpoint also answers exports: CSV (`format=csv`) and .xlsx (`format=xlsx`); `'zip'`:
   * its CSV is a zip of one CSV file per table (a report of several tables).
   */
  csv?: true | 'zip';
  /** The endpoint also answers a PDF (`format=pdf`). */
  pdf?: true;
  /**
   * The name of the file the endpoint answers (Content-Disposition), before the extension its
   * format adds; made from the answer's scope (../download-names.ts).
   */
  download?: (scope: never) => string;
}
