import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of, throwError } from 'rxjs';
import { LoginDocument, MeDocument, ProfileDocument } from '@/generated/graphql';
import { createRetryLink } from './retry-link';

type Answer = ApolloLink.Result | Error;

const failure = (code: string): ApolloLink.Result => ({
  data: null,
  errors: [{ message: code, extensions: { code } }],
});

const me = { me: { __typename: 'User', id: 'u1', name: 'Ada', email: 'a@b.co', role: 'owner' } };

/** A client whose server gives `answers` in turn, repeating the last one. */
function clientAnswering(...answers: Answer[]) {
  let calls = 0;
  const server = new ApolloLink(() => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([createRetryLink(), server]),
    cache: new InMemoryCache(),
  });
  return { client, calls: () => calls };
}

/** Runs `request` to the end, letting the retry delays pass. */
async function settle<T>(request: Promise<T>): Promise<T | unknown> {
  const outcome = request.catch((error: unknown) => error);
  await jest.runAllTimersAsync();
  return outcome;
}

describe('retry link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the profile three times in all before reporting the error', async () => {
    const { client, calls } = clientAnswering(failure('INTERNAL'));
    const outcome = await settle(client.query({ query: ProfileDocument }));

    expect(calls()).toBe(3);
    expect(outcome).toHaveProperty('message', 'INTERNAL');
  });

  it('retries other queries once, network failures included', async () => {
    const { client, calls } = clientAnswering(new Error('Failed to fetch'), { data: me });
    const outcome = await settle(client.query({ query: MeDocument }));

    expect(calls()).toBe(2);
    expect(outcome).toHaveProperty('data.me.name', 'Ada');
  });

  it.each(['UNAUTHENTICATED', 'FORBIDDEN'])('does not retry %s', async (code) => {
    const { client, calls } = clientAnswering(failure(code));
    await settle(client.query({ query: ProfileDocument }));
    expect(calls()).toBe(1);
  });

  it('never retries a mutation', async () => {
    const { client, calls } = clientAnswering(failure('INTERNAL'));
    const input = { email: 'a@b.co', password: 'secret1' };
    await settle(client.mutate({ mutation: LoginDocument, variables: { input } }));
    expect(calls()).toBe(1);
  });
});
