/** How a scan reads in the audit log of a record or release (`add-scan`, `read-scan`, `delete-scan`). */
export const scanFieldMessages = {
  en: { scanId: 'Scan', fileId: 'Stored file', name: 'File name' },
  'zh-CN': { scanId: '扫描件', fileId: '存储文件', name: '文件名' },
};
export const scanFields = {
  scanId: { label: 'fields.scanId' },
  fileId: { label: 'fields.fileId' },
  name: { label: 'fields.name' },
};
