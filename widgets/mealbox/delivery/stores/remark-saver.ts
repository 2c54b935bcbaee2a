// The delivery remark, saved as typed: REMARK_SAVE_MS after the last key, in
// the step's queue (so a carrier call queued after it sends the saved text),
// and never twice for the same text. Pay's own call carries the remark, so Pay
// takes over a save still waiting (payInTurn): one round trip for Pay.
import type { RouteResult } from "@/core/rpc/route-map";
import type { SerialQueue } from "@/core/data/serial-queue";

/** The remark is saved this long after the last key (and before any call queued after it). */
export const REMARK_SAVE_MS = 600;

type OptionAnswer = RouteResult<"/delivery/option/details">;

export type RemarkSaver = {
  /** The remark the order holds, as the server last said. */
  saved: string;
  /** Saves the remark REMARK_SAVE_MS after the last call of this. */
  scheduleSave(): void;
  /** Saves it now (in turn) in the background unless the order holds it; a failure shows by `onFailure`. */
  saveInBackground(): void;
  /**
   * Saves a remark waiting for its timer, then runs `task` in the same turn;
   * when that save fails, `task` does not run and the promise fails with it.
   */
  inTurn<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task`, whose call saves the remark it is given, in turn: a save
   * waiting for its timer or its turn is dropped. After a failure, a remark
   * the order does not hold is saved in the background.
   */
  payInTurn<T>(task: (remark: string) => Promise<T>): Promise<T>;
  /** Drops a save waiting for its timer (the page goes; the next load saves it). */
  cancelPending(): void;
};

export function createRemarkSaver({
  queue,
  currentRemark,
  save,
  onSaved,
  onFailure,
}: {
  queue: SerialQueue;
  /** The remark as typed, trimmed. */
  currentRemark: () => string;
  /** The route's remark-only call. */
  save: (remark: string) => Promise<OptionAnswer>;
  onSaved: (answer: OptionAnswer) => void;
  onFailure: (error: unknown) => void;
}): RemarkSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest save asked: an older one still waiting for its turn is skipped. */
  let ticket = 0;

  function cancelPending(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function saveInTurn({ showsFailure }: { showsFailure: boolean }): Promise<void> {
    cancelPending();
    const mine = ++ticket;
    return queue.run(async () => {
      const remark = currentRemark();
      if (mine !== ticket || remark === saver.saved) return;
      try {
        const answer = await save(remark);
        saver.saved = answer.remark;
        onSaved(answer);
      } catch (error) {
        if (showsFailure && mine === ticket) onFailure(error);
        throw error;
      }
    });
  }

  const saver: RemarkSaver = {
    saved: "",
    scheduleSave() {
      cancelPending();
      timer = setTimeout(() => saver.saveInBackground(), REMARK_SAVE_MS);
    },
    saveInBackground() {
      saveInTurn({ showsFailure: true }).catch(() => undefined);
    },
    inTurn(task) {
      if (timer === undefined) return queue.run(task);
      const saved = saveInTurn({ showsFailure: false });
      saved.catch(() => undefined);
      return queue.run(async () => {
        await saved;
        return task();
      });
    },
    payInTurn(task) {
      cancelPending();
      ticket++;
      return queue.run(async () => {
        const remark = currentRemark();
        try {
          const result = await task(remark);
          saver.saved = remark;
          return result;
        } catch (error) {
          // Refused, the call saved nothing: the remark is saved on its own.
          if (remark !== saver.saved) saver.saveInBackground();
          throw error;
        }
      });
    },
    cancelPending,
  };
  return saver;
}
