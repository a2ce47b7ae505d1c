/**
 * Demo complaints about content, in every state: open ones (one overdue, one due within two business days,
 * one just received), one upheld and one rejected, each with its note. The member site's name a video one of
 * its blocks shows; no video is hidden, so the catalogue stays as loaded.
 */
import { asc, eq } from 'drizzle-orm';
import { complaintDueOn } from '@backlot/contract';
import type { Tx } from '../db/client.js';
import { admins, blocks, blockVideos, complaints, videos } from '../db/schema/index.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export async function demoComplaints(tx: Tx) {
  const [shown] = await tx
    .select({ siteId: blocks.siteId, videoId: blockVideos.targetId, title: videos.title })
    .from(blockVideos)
    .innerJoin(blocks, eq(blocks.id, blockVideos.blockId))
    .innerJoin(videos, eq(videos.id, blockVideos.targetId))
    .orderBy(asc(blocks.id), asc(blockVideos.position))
    .limit(1);
  const [admin] = await tx.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);
  if (!shown || !admin) return;
  const fromSite = { source: 'member_site', siteId: shown.siteId };
  const rows = [
    {
      ...fromSite,
      reason: 'no_consent',
      complainantName: 'Maria Lopez',
      complainantEmail: 'maria.lopez@example.com',
      videoId: shown.videoId,
      message: `I appear in "${shown.title}" and never agreed to its release. Please take it down.`,
      receivedAt: daysAgo(16),
    },
    {
      source: 'staff',
      siteId: null,
      reason: 'copyright',
      complainantName: 'Northlight Pictures Legal',
      complainantEmail: 'legal@northlight.example.com',
      url: 'https://velvet.example.com/posts/summer-shoot',
      message: 'Received by e-mail: the cover photo of this post is ours (registration VA 2-345-678).',
      receivedAt: daysAgo(7),
    },
    {
      ...fromSite,
      reason: 'privacy',
      complainantName: '陈静',
      complainantEmail: 'chen.jing@example.com',
      url: 'https://velvet.example.com/models/42',
      message: '此页面显示了我的真实姓名，请删除。',
      receivedAt: daysAgo(0),
    },
    {
      ...fromSite,
      reason: 'illegal',
      complainantName: 'Tom Becker',
      complainantEmail: 'tom.becker@example.com',
      url: 'https://velvet.example.com/videos/old-trailer',
      message: 'The trailer uses a stadium logo without a licence.',
      receivedAt: daysAgo(20),
      status: 'upheld',
      decisionNote: 'Trailer re-cut without the logo; the old one removed from the CDN.',
      decidedAt: daysAgo(15),
      decidedBy: admin.id,
    },
    {
      source: 'staff',
      siteId: null,
      reason: 'other',
      complainantName: 'Anonymous caller',
      complainantEmail: 'noreply@example.com',
      url: 'https://velvet.example.com/',
      message: 'Phoned in: finds the home page banners too explicit.',
      receivedAt: daysAgo(10),
      status: 'rejected',
      decisionNote: 'The banners follow the site policy; nothing unlawful shown.',
      decidedAt: daysAgo(8),
      decidedBy: admin.id,
    },
  ];
  await tx.insert(complaints).values(rows.map((row) => ({ ...row, dueOn: complaintDueOn(row.receivedAt) })));
}
