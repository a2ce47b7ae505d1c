export const messages = {
  en: {
    title: { list: 'File blocklist', create: 'Block a file' },
    fields: { sha256: 'SHA-256', reason: 'Reason' },
    help: { sha256: 'The 64 hexadecimal digits of the file’s SHA-256; an upload with this hash is refused.' },
  },
  'zh-CN': {
    title: { list: '文件黑名单', create: '拉黑文件' },
    fields: { sha256: 'SHA-256', reason: '原因' },
    help: { sha256: '文件 SHA-256 的 64 位十六进制值；哈希相同的上传将被拒绝。' },
  },
};
