/** Seconds of progress the speed is measured over, so a burst or a stall shows quickly. */
const WINDOW_MS = 5000;

/**
 * Bytes per second over the last few seconds of an upload's progress reports. Every uploader feeds its
 * reports through one meter, so progress always carries the speed the status line shows.
 */
export function speedMeter(now: () => number = () => performance.now()) {
  const samples: Array<{ at: number; sent: number }> = [];
  return (sent: number): number | undefined => {
    const at = now();
    samples.push({ at, sent });
    while (samples.length > 2 && at - samples[0]!.at > WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const seconds = (at - first.at) / 1000;
    return seconds > 0 && sent > first.sent ? (sent - first.sent) / seconds : undefined;
  };
}
