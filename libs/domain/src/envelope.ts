/** The spec's server response envelope: `{ status, data, message }`. */
export interface Envelope<T> {
  status: 'success' | 'error';
  data: T;
  message: string;
}

/**
 * A refused field as the web's forms show it, with its messages. The api answers FieldRefusal
 * (errors.ts); the web's fieldErrorsOf turns those into this for the forms that read `messages`.
 */
export interface FieldError {
  field: string;
  messages: string[];
}
