/**
 * A fake clock (named as one) for a story whose screen shows the time: the passcode countdown.
 * From the story's start `Date.now` stands still and moves only when the play moves it, so what the
 * screenshot shows never depends on how quickly a busy machine got there. Timers still run; they
 * read this clock. Storybook restores the real one before the next story.
 */
export function fakeClock() {
  let start = 0;
  let offset = 0;
  return {
    beforeEach: () => {
      const realNow = Date.now;
      start = realNow();
      offset = 0;
      Date.now = () => start + offset;
      return () => {
        Date.now = realNow;
      };
    },
    /** Moves the clock on; the screen sees it at its next tick. */
    advance(ms: number) {
      offset += ms;
    },
  };
}
