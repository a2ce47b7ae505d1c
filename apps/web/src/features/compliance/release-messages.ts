import { scanFieldMessages } from './scan-messages';

export const messages = {
  en: {
    title: { list: 'Model releases', create: 'New model release', edit: 'Edit model release', show: 'Model release' },
    fields: { modelId: 'Model', videoId: 'Video', signedOn: 'Signed on', ...scanFieldMessages.en },
  },
  'zh-CN': {
    title: { list: '模特授权书', create: '新建模特授权书', edit: '编辑模特授权书', show: '模特授权书详情' },
    fields: { modelId: '模特', videoId: '视频', signedOn: '签署日期', ...scanFieldMessages['zh-CN'] },
  },
};
