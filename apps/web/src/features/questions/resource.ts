import { questionFilters, questionCreate, questionUpdate } from '@backlot/contract';
import { commonFields, contractFilters, defineResource, type FormSchemas } from '../../lib/resource';
import { siteField, siteFilter } from '../../lib/storefront/fields';
import { questionsApi, type Question } from './api';
import { QUESTIONS_PATH, questionPermissions } from './constants';

/** The FAQ of each site, in the order staff drag them into (Reorder, once the list shows one site). */
export const questionResource = defineResource<Question>({
  ns: 'questions',
  path: QUESTIONS_PATH,
  api: questionsApi,
  permissions: questionPermissions,
  defaultSort: 'sort',
  hasShow: true,
  editAfterId: true,
  titleOf: (question) => question.question,
  filters: contractFilters(questionFilters, { site_id: siteFilter() }),
  reorder: { scope: ['siteId'] },
  fields: [
    commonFields.id,
    { name: 'question', label: 'fields.question', sortable: true, width: 320 },
    { name: 'questionCn', label: 'fields.questionCn', width: 280 },
    siteField<Question>(),
    { name: 'sort', label: 'fields.sort', valueType: 'number', sortable: true, width: 80, help: 'help.sort' },
    { name: 'answer', label: 'fields.answer', valueType: 'html', hideInTable: true, defaultValue: '' },
    { name: 'answerCn', label: 'fields.answerCn', valueType: 'html', hideInTable: true, defaultValue: '' },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules, creating and editing an entry. */
export const questionSchemas: FormSchemas = { create: questionCreate, update: questionUpdate };
