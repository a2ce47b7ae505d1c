import { describe, expect, it } from 'vitest';
import { commentManifest, complaintManifest, supportManifest, videoManifest } from '@backlot/contract';
import { allows, transition } from './actions';

type Video = { id: number; status: string };
const publish = transition<Video>(videoManifest, 'publish', {
  label: 'actions.publish',
  icon: null,
  success: 'actions.published',
  form: { title: 'actions.publishTitle', fields: [] },
});
const hide = transition<Video>(videoManifest, 'hide', { label: 'actions.hide', icon: null, success: 'actions.hidden' });
const actor = { id: 1, isSuper: false, permissions: [] } as never;

describe('an action of the manifest’s transitions', () => {
  it('is offered in the states the server allows it from, under its permission', () => {
    const offeredIn = (action: typeof publish) =>
      ['draft', 'scheduled', 'published', 'hidden'].filter((status) => action.visible!({ id: 1, status }, actor));
    expect(offeredIn(publish)).toEqual(['draft', 'scheduled', 'hidden']);
    expect(offeredIn(hide)).toEqual(['scheduled', 'published']);
    expect([publish.permission, hide.permission]).toEqual(['publish-videos', 'publish-videos']);
  });

  it('checks its form with the body the server takes', () => {
    expect(publish.form?.schema?.safeParse({ published_at: 'next friday' }).success).toBe(false);
    expect(publish.form?.schema?.safeParse({ published_at: '2026-12-01T10:00:00Z' }).success).toBe(true);
  });

  it('is offered only while the fields it needs are set, or empty, as the server checks them', () => {
    type Complaint = { id: number; status: string; videoId: number | null; videoHiddenAt: string | null };
    const hideVideo = transition<Complaint>(complaintManifest, 'hide-video', { label: '', icon: null, success: '' });
    const offered = (videoId: number | null, videoHiddenAt: string | null, status = 'open') =>
      hideVideo.visible!({ id: 1, status, videoId, videoHiddenAt }, actor);
    expect(offered(4, null)).toBe(true);
    expect(offered(null, null)).toBe(false);
    expect(offered(4, '2026-11-27T10:00:00Z')).toBe(false);
    expect(offered(4, null, 'upheld')).toBe(false);
    expect(hideVideo.permission).toBe('hide-video-complaints');
  });

  it('cannot name a transition the manifest lacks', () => {
    expect(() => transition<Video>(videoManifest, 'archive', { label: '', icon: null, success: '' })).toThrow(
      'archive is no transition',
    );
  });

  it('reads the state field the action names, and the screen’s own condition besides', () => {
    type Comment = { id: number; status: string; reportStatus: string; memberBanned: boolean };
    const looks = { label: '', icon: null, success: '' };
    const rejectReport = transition<Comment>(commentManifest, 'reject-report', looks);
    const ban = transition<Comment>(commentManifest, 'ban', {
      ...looks,
      when: (comment) => !comment.memberBanned || comment.status === 'enabled',
    });
    const comment = { id: 1, status: 'disabled', reportStatus: 'reported', memberBanned: true };
    expect(rejectReport.visible!(comment, actor)).toBe(true);
    expect(rejectReport.visible!({ ...comment, reportStatus: 'rejected' }, actor)).toBe(false);
    expect(ban.visible!(comment, actor)).toBe(false);
    expect(ban.visible!({ ...comment, status: 'enabled' }, actor)).toBe(true);
    expect(ban.permission).toBe('ban-comments');
  });

  it('tells a page whether a transition may run on a record, as the server checks it', () => {
    const reply = allows<{ id: number; status: string }>(supportManifest, 'reply');
    expect(['open', 'solved', 'archived'].filter((status) => reply({ id: 1, status }))).toEqual(['open', 'solved']);
  });
});
