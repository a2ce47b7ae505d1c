import { scanFieldMessages } from './scan-messages';

export const messages = {
  en: {
    title: {
      list: 'Compliance records',
      create: 'New compliance record',
      edit: 'Edit compliance record',
      show: 'Compliance record',
    },
    fields: {
      modelId: 'Model',
      legalName: 'Legal name',
      dateOfBirth: 'Date of birth',
      aliases: 'Aliases',
      idDocumentType: 'Identity document',
      idDocumentLast4: 'Number (last 4)',
      idDocumentCountry: 'Issuing country',
      idDocumentExpiresOn: 'Document expires',
      custodian: 'Custodian of records',
      ...scanFieldMessages.en,
    },
    idDocumentType: { passport: 'Passport', national_id: 'National ID card', driver_license: "Driver's license" },
    renew: { title: 'Identity documents to renew (within {{days}} days)', all: 'All {{count}}' },
    filters: { expiring: 'Document due for renewal' },
    help: {
      aliases: 'Every other name the performer has used, stage names included. Press Enter after each.',
      idDocumentLast4: 'Only the last four characters of the document number are kept.',
      idDocumentCountry: 'Two-letter country code, such as US.',
      custodian: 'Who keeps the records, and the address where they are kept.',
    },
  },
  'zh-CN': {
    title: { list: '合规档案', create: '新建合规档案', edit: '编辑合规档案', show: '合规档案详情' },
    fields: {
      modelId: '模特',
      legalName: '法定姓名',
      dateOfBirth: '出生日期',
      aliases: '曾用名',
      idDocumentType: '身份证件',
      idDocumentLast4: '证件号（后四位）',
      idDocumentCountry: '签发国家',
      idDocumentExpiresOn: '证件有效期至',
      custodian: '档案保管人',
      ...scanFieldMessages['zh-CN'],
    },
    idDocumentType: { passport: '护照', national_id: '身份证', driver_license: '驾驶证' },
    renew: { title: '待更新的身份证件（{{days}} 天内到期）', all: '全部 {{count}} 条' },
    filters: { expiring: '证件待更新' },
    help: {
      aliases: '模特用过的其他姓名，包括艺名。每输入一个按回车。',
      idDocumentLast4: '只保存证件号码的最后四位。',
      idDocumentCountry: '两位国家代码，例如 US。',
      custodian: '保管档案的人，以及档案的存放地址。',
    },
  },
};
