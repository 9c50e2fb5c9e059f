/**
 * Passport's names for the two credentials a bearer can be: a session token (jwt.strategy.ts)
 * or a workspace API key (api-keys/api-key.strategy.ts).
 */
export const JWT_STRATEGY = 'jwt';
export const API_KEY_STRATEGY = 'api-key';
