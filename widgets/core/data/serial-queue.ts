/** Runs tasks one after the other, in the order they were queued. */
export type SerialQueue = {
  /** Queues `task`; resolves or rejects with its outcome. A failed task does not stop the next. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
};

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run(task) {
      size++;
      const result = tail.then(task).finally(() => {
        size--;
      });
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
