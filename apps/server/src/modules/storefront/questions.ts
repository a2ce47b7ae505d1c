/** The FAQ: a declared resource per site, reordered within its site (the kit's `reorder`), answers sanitized. */
import { question, questionCreate, questionFilters, questionListQuery, questionUpdate } from '@backlot/contract';
import { questions } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import { sanitizingWrites } from '../../platform/rich-text.js';
import type { Module } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const sanitized = sanitizingWrites(['answer', 'answerCn']);

export const questionsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'questions',
    label: 'FAQ entries',
    table: questions,
    schemas: { entity: question, create: questionCreate, update: questionUpdate, listQuery: questionListQuery },
    read: siteOwnedRead(questions),
    nameField: 'question',
    search: [questions.question, questions.questionCn],
    references: siteReference,
    filters: { declared: questionFilters, targets: { site_id: questions.siteId } },
    sort: { id: questions.id, sort: questions.sort, question: questions.question, created_at: questions.createdAt },
    defaultSort: 'sort',
    reorder: { column: questions.sort, scope: [questions.siteId] },
    writes: { create: sanitized, update: sanitized },
  });
};
