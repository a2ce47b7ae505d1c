/** The hidden key sequence (the Konami code) sets off a short burst of confetti that clears itself. */
import { useEffect, useState } from 'react';
import styles from './easter-egg.module.css';

export const SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
];
const DURATION_MS = 3500;
const PIECES = 60;
const COLORS = ['#409EFF', '#11a983', '#f5222d', '#6959CD', '#faad14', '#13c2c2'];

/** How far into the sequence the keys typed so far have come. */
export function advance(progress: number, key: string): number {
  if (key.toLowerCase() === SEQUENCE[progress]?.toLowerCase()) return progress + 1;
  return key === SEQUENCE[0] ? 1 : 0;
}

export function EasterEgg() {
  const [burst, setBurst] = useState(0);

  useEffect(() => {
    let progress = 0;
    const onKey = (event: KeyboardEvent) => {
      progress = advance(progress, event.key);
      if (progress < SEQUENCE.length) return;
      progress = 0;
      setBurst((count) => count + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (burst === 0) return;
    const timer = setTimeout(() => setBurst(0), DURATION_MS);
    return () => clearTimeout(timer);
  }, [burst]);

  if (burst === 0) return null;
  return (
    <div className={styles.confetti} aria-hidden data-testid="confetti">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={`${burst}-${i}`}
          style={{
            left: `${(i * 37) % 100}%`,
            background: COLORS[i % COLORS.length],
            animationDelay: `${(i % 12) * 90}ms`,
            animationDuration: `${1800 + ((i * 53) % 1400)}ms`,
          }}
        />
      ))}
    </div>
  );
}
