import { createSessionStore } from './session';

const ada = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' };

function storeSession(token: string, user: unknown): void {
  localStorage.setItem('dealdraft-token', token);
  localStorage.setItem('dealdraft-user', JSON.stringify(user));
}

describe('session store', () => {
  afterEach(() => localStorage.clear());

  it('starts signed out when nothing is stored', () => {
    const store = createSessionStore();
    expect(store.getState()).toEqual({ status: 'signed-out', expired: false });
    expect(store.token()).toBeNull();
  });

  it('restores a stored token and user, pending confirmation', () => {
    storeSession('t1', ada);
    const store = createSessionStore();

    expect(store.getState()).toEqual({ status: 'restoring', session: { token: 't1', user: ada } });
    expect(store.token()).toBe('t1');
  });

  it('ignores a stored user that is not one', () => {
    storeSession('t1', { name: 'Ada' });
    expect(createSessionStore().getState().status).toBe('signed-out');
  });

  it('confirms a restored session, refreshing the stored user', () => {
    storeSession('t1', ada);
    const store = createSessionStore();
    const renamed = { ...ada, name: 'Ada King', __typename: 'User' };

    store.confirm(renamed);

    expect(store.getState()).toEqual({
      status: 'signed-in',
      session: { token: 't1', user: { ...ada, name: 'Ada King' } },
    });
    expect(JSON.parse(localStorage.getItem('dealdraft-user')!)).toEqual({
      ...ada,
      name: 'Ada King',
    });
  });

  it('stores both keys on start and notifies subscribers', () => {
    const store = createSessionStore();
    const listener = jest.fn();
    store.subscribe(listener);

    store.start('t2', ada);

    expect(store.getState()).toEqual({ status: 'signed-in', session: { token: 't2', user: ada } });
    expect(localStorage.getItem('dealdraft-token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('dealdraft-user')!)).toEqual(ada);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears both keys on sign-out', () => {
    storeSession('t1', ada);
    const store = createSessionStore();

    store.end();

    expect(store.getState()).toEqual({ status: 'signed-out', expired: false });
    expect(localStorage.getItem('dealdraft-token')).toBeNull();
    expect(localStorage.getItem('dealdraft-user')).toBeNull();
  });

  it('clears both keys and remembers why when the token is refused', () => {
    const store = createSessionStore();
    store.start('t1', ada);

    store.expire();

    expect(store.getState()).toEqual({ status: 'signed-out', expired: true });
    expect(localStorage.length).toBe(0);
  });
});
