/** The contract's messages' zh-TW, zh-CN text -> zh-TW text, made when the app is built (`build/traditional.ts`). */
declare module 'virtual:contract-traditional' {
  export const table: Readonly<Record<string, string>>;
}
