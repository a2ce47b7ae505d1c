/** The FAQ: a declared resource per site, reordered within its site (the kit's `reorder`), answers sanitized. */
import { questionManifest } from '@backlot/contract';
import { questions } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { sanitizingWrites } from '../../platform/rich-text.js';
import type { Module } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const sanitized = sanitizingWrites(['answer', 'answerCn']);

export const questionsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(questionManifest, {
      table: questions,
      restorable: true,
      label: 'FAQ entries',
      read: siteOwnedRead(questions),
      references: siteReference,
      reorder: { column: questions.sort, scope: [questions.siteId] },
      writes: { create: sanitized, update: sanitized },
    }),
  );
};
