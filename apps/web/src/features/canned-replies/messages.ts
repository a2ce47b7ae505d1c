export const messages = {
  en: {
    title: {
      list: 'Canned replies',
      create: 'New canned reply',
      edit: 'Edit canned reply',
      show: 'Canned reply',
    },
    fields: { title: 'Title', body: 'Text (English)', bodyCn: 'Text (Chinese)', active: 'Offered on tickets' },
    help: { body: 'Inserted into the reply box of a ticket in this language, where it can be edited before sending.' },
  },
  'zh-CN': {
    title: { list: '快捷回复', create: '新建快捷回复', edit: '编辑快捷回复', show: '快捷回复详情' },
    fields: { title: '标题', body: '内容（英文）', bodyCn: '内容（中文）', active: '在工单中提供' },
    help: { body: '插入到该语言工单的回复框中，发送前可以修改。' },
  },
};
