/** The error every client call throws: the server's error body, or a network_error (status_code 0). */
import type { ApiErrorBody } from './types';

export class AuthClientError extends Error {
  // `declare`: set in the constructor, not class fields, which a host's bundler targeting ES2020
  // lowers to a helper and a call per field (bytes in every page's first download).
  declare readonly error_type: string;
  declare readonly status_code: number;
  declare readonly error_message: string;
  declare readonly request_id: string | undefined;
  declare readonly developer: boolean | undefined;
  constructor(body: ApiErrorBody) {
    super(body.error_message);
    this.name = 'AuthClientError';
    this.error_type = body.error_type;
    this.status_code = body.status_code;
    this.error_message = body.error_message;
    this.request_id = body.request_id;
    if (body.developer) this.developer = true;
  }
}
