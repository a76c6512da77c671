/** A piece of queued work that runs until `finish` is called, answering `answer`. */
export function heldWork<T>(answer: T) {
  let finish = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started = true;
      await done;
      return answer;
    },
    finish: () => finish(),
    started: () => started,
  };
}

/** Lets queued work that can start, start. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
