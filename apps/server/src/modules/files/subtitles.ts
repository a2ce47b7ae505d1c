/**
 * Subtitles: UTF-8 text in SRT or WebVTT, parsed (`@plussub/srt-vtt-parser`) so a file that only looks like
 * text is refused. Valid means at least one cue, every cue with an end not before its start.
 */
import { parse } from '@plussub/srt-vtt-parser';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The subtitle's content type, or undefined when the bytes are not a valid SRT or WebVTT file. */
export function subtitleType(bytes: Buffer): 'text/vtt' | 'application/x-subrip' | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  if (text.includes('\0')) return undefined;
  const vtt = /^WEBVTT(?:[ \t]|\r?\n|$)/.test(text);
  try {
    const { entries }: { entries: Array<{ from: number; to: number }> } = parse(text);
    const valid = entries.length > 0 && entries.every((cue) => Number.isFinite(cue.from) && cue.to >= cue.from);
    if (!valid) return undefined;
  } catch {
    return undefined;
  }
  if (vtt) return 'text/vtt';
  // The parser reads WebVTT-style cues too; an SRT file has `,` before its milliseconds.
  return /\d\d:\d\d:\d\d,\d{3}\s*-->/.test(text) ? 'application/x-subrip' : undefined;
}
