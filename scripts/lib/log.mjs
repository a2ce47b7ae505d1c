// Small, dependency-free console helpers shared by the scripts.
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (color ? `\x1b[${code}m${text}\x1b[0m` : String(text));

export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');

/** A line announcing what a script is about to do. */
export function info(message) {
  console.log(`${dim('[backlot]')} ${message}`);
}

export function warn(message) {
  console.warn(`${yellow('[backlot]')} ${message}`);
}

/** Prints the message and ends the process with a non-zero code. */
export function fail(message, code = 1) {
  console.error(`${red('[backlot]')} ${message}`);
  process.exit(code);
}
