/** A promise a test settles by hand: an answer held until the test has done its part (Node 20 has no Promise.withResolvers). */
export function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
