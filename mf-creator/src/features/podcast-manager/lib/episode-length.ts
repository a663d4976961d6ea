/** An episode's length as its manager reads it: minutes, or seconds under a minute (a 10 s episode is not '0 min'). */
export function episodeLength(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? { unit: 'seconds', count: whole } : { unit: 'minutes', count: Math.round(whole / 60) };
}
