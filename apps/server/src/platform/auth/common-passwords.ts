/**
 * The most common passwords, refused whenever a new password is set. The list is the "passwords-common"
 * dictionary of `@zxcvbn-ts/language-common` (MIT): 49,233 passwords, most frequent first, from leaked
 * password corpora. It is loaded once, on the first check (about 4 MB of heap), so starting the server does
 * not pay for it; the comparison ignores case.
 */
let common: Promise<ReadonlySet<string>> | undefined;

async function load(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= load();
  return (await common).has(password.toLowerCase());
}
