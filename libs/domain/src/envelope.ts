/** The spec's server response envelope: `{ status, data, message }`. */
export interface Envelope<T> {
  status: 'success' | 'error';
  data: T;
  message: string;
}

/** A field that failed validation, with the spec's messages for it. */
export interface FieldError {
  field: string;
  messages: string[];
}
