import { PORTAL_REQUEST_HEADER, type PortalView } from '@dealdraft/domain';

export type { PortalView } from '@dealdraft/domain';

export type PortalAddress = Pick<
  PortalView['client'],
  'address' | 'postalCode' | 'city' | 'countryCode'
>;

/** A refused portal request: the api's message, its status, and any field refusals. */
export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

/**
 * The portal's REST calls. The session is the HttpOnly cookie the browser sends to /api/portal
 * by itself; every state-changing call carries the portal header the api checks against
 * cross-site requests.
 */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(method === 'GET' ? {} : { [PORTAL_REQUEST_HEADER]: '1' }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: T & { errors?: { field: string; message: string }[] };
  };
  if (!response.ok) {
    const fields = Object.fromEntries(
      (envelope.data?.errors ?? []).map((error) => [error.field, error.message]),
    );
    throw new PortalError(envelope.message ?? '', response.status, fields);
  }
  return envelope.data as T;
}

export const portalApi = {
  view: () => call<PortalView>('GET', '/api/portal'),
  requestLink: (workspace: string, email: string) =>
    call<null>('POST', '/api/portal/sign-in/request', { workspace, email }),
  signIn: (token: string) =>
    call<{ workspaceId: string }>('POST', '/api/portal/sign-in', { token }),
  signOut: () => call<null>('POST', '/api/portal/sign-out'),
  pay: (invoiceId: string) =>
    call<{ url: string }>('POST', `/api/portal/invoices/${encodeURIComponent(invoiceId)}/pay`),
  updateAddress: (address: PortalAddress) =>
    call<PortalView['client']>('PUT', '/api/portal/billing-address', address),
  /** A client link page's "Email me a link to all my documents". */
  requestFromClientLink: (token: string) =>
    call<null>('POST', `/api/client/${encodeURIComponent(token)}/portal-link`),
};

/** The last workspace signed in to, so a signed-out portal can offer its sign-in page. */
const LAST_WORKSPACE = 'dealdraft.portal.workspace';
export const lastWorkspace = {
  get: (): string | null => {
    try {
      return localStorage.getItem(LAST_WORKSPACE);
    } catch {
      return null;
    }
  },
  set: (id: string) => {
    try {
      localStorage.setItem(LAST_WORKSPACE, id);
    } catch {
      // Private mode: the signed-out page simply offers no link.
    }
  },
};
