export const messages = {
  en: {
    title: { batchCreate: 'Batch create members' },
    hint: 'Paste CSV text or pick a .csv file. The first row names the columns, in any order: {{required}} are required; {{optional}} are optional, a birthdate written {{dateFormat}}. Up to {{max}} rows; nothing is created unless every row is right.',
    csvLabel: 'CSV text',
    pickFile: 'Pick a .csv file',
    fileTooLarge: 'This file is too large: at most 5 MB.',
    fileUnreadable: 'This file cannot be read as text.',
    submit: 'Create members',
    created_one: '{{count}} member created.',
    created_other: '{{count}} members created.',
    errorsTitle_one: 'Nothing was created: {{count}} row needs fixing.',
    errorsTitle_other: 'Nothing was created: {{count}} rows need fixing.',
    columns: {
      row: 'Whole row',
      csv: 'CSV text',
    },
  },
  'zh-CN': {
    title: { batchCreate: '批量创建会员' },
    hint: '粘贴 CSV 文本或选择 CSV 文件。第一行为列名，顺序不限：{{required}} 为必填；{{optional}} 可选，出生日期写作 {{dateFormat}}。最多 {{max}} 行；只要有一行有误，就不会创建任何会员。',
    csvLabel: 'CSV 文本',
    pickFile: '选择 CSV 文件',
    fileTooLarge: '文件过大：最大 5 MB。',
    fileUnreadable: '无法将此文件读取为文本。',
    submit: '创建会员',
    created_other: '已创建 {{count}} 个会员。',
    errorsTitle_other: '未创建任何会员：有 {{count}} 行需要修改。',
    columns: {
      row: '整行',
      csv: 'CSV 文本',
    },
  },
};
