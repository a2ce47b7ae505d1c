import { labelled, type RecordFields } from '../../lib/record-fields';

/** How an FAQ entry's fields read in the audit log. */
export const questionFields: RecordFields = {
  ns: 'questions',
  fields: labelled('question', 'questionCn', 'answer', 'answerCn', 'sort', 'siteId'),
};
