/** The internal note box (admins holding `note-supports`): a note for staff, in every state of the ticket. */
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_NOTE_MAX } from '@backlot/contract';
import { useResourceT } from '../../../lib/resource';
import { NoteForm } from '../../../lib/resource/note-form';
import { addNote, supportsApi, type SupportTicket } from '../api';

export function NoteBox({ ticket }: { ticket: SupportTicket }) {
  const t = useResourceT('supports');
  const client = useQueryClient();
  return (
    <NoteForm
      id="support-note"
      label={t('notes.label')}
      hint={t('notes.hint')}
      submit={t('notes.add')}
      added={t('notes.added')}
      maxLength={SUPPORT_NOTE_MAX}
      rows={{ minRows: 3, maxRows: 10 }}
      add={(text) => addNote(ticket.id, text)}
      refresh={() => client.invalidateQueries({ queryKey: supportsApi.key })}
      t={t}
    />
  );
}
