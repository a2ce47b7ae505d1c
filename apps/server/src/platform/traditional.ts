/**
 * zh-TW on the server. Every Chinese text the server sends is written in zh-CN; its zh-TW is converted once, when
 * the app is built (`convertTexts`, from buildApp), with the converter and reviewed overrides the web app's build
 * uses — then the converter, whose dictionaries weigh about 45 MB, is let go. Converted: the contract's messages
 * and permission texts, and each module's own texts, registered when the module loads (`registerTexts`).
 *
 * A text composed at run time from converted parts (a list of permission labels, a video's missing clearances) is
 * read part by part, the longest known part first, down to single characters; no request converts anything.
 */
import { type Localized, MESSAGES, PERMISSION_TEXTS, setTraditional } from '@backlot/contract';
import { traditionalConverter } from '@backlot/contract/traditional';

const registered: Localized[] = [];

/** Texts of a module, converted when the app is built. Returns them, to be declared in place. */
export function registerTexts<T extends Record<string, Localized>>(texts: T): T {
  registered.push(...Object.values(texts));
  return texts;
}

/** `text` from the longest known parts of it. */
function composed(text: string, table: ReadonlyMap<string, string>, longest: number): string {
  let result = '';
  for (let at = 0; at < text.length;) {
    let length = Math.min(longest, text.length - at);
    while (length > 1 && !table.has(text.slice(at, at + length))) length--;
    const part = text.slice(at, at + length);
    result += table.get(part) ?? part;
    at += length;
  }
  return result;
}

let converted = false;

/** Converts every known text once (later calls do nothing) and has the contract read zh-TW from them. */
export function convertTexts() {
  if (converted) return;
  converted = true;
  const convert = traditionalConverter();
  const table = new Map<string, string>();
  const add = (text: string) => {
    table.set(text, convert(text));
    for (const character of text)
      if (/\p{Script=Han}/u.test(character) && !table.has(character)) table.set(character, convert(character));
  };
  for (const text of [...Object.values(MESSAGES), ...PERMISSION_TEXTS, ...registered]) add(text['zh-CN']);
  const longest = Math.max(...[...table.keys()].map((key) => key.length));
  setTraditional((text) => table.get(text) ?? composed(text, table, longest));
}
