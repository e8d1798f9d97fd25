import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type Variables } from 'relay-runtime';

/** Answers one operation by name: the `data` of the response, or throws (a RequestError). */
export type FakeServer = (operationName: string, variables: Variables) => unknown;

/**
 * A Relay environment whose network is a function, for component tests of Relay screens
 * (queries, refetches and mutations run through the real store and normalisation).
 */
export function createTestEnvironment(server: FakeServer) {
  const calls: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create((params, variables) =>
      Observable.create<GraphQLResponse>((sink) => {
        calls.push({ name: params.name, variables });
        Promise.resolve()
          .then(() => server(params.name, variables))
          .then(
            (data) => {
              sink.next({ data } as GraphQLResponse);
              sink.complete();
            },
            (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
          );
      }),
    ),
    store: new Store(new RecordSource()),
  });
  return { environment, calls };
}
