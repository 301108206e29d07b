/** A hold a test lifts: a fake that awaits `promise` stops mid-request until `release()`. */
export function hold(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
