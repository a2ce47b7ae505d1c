/**
 * What sign-ups and logins do to members. A sign-up whose e-mail or username a member already has (or an
 * earlier sign-up of the same call) makes no member; a login of an e-mail no member has changes nothing. Both
 * are answered per event, never as a failed call.
 */
import { type Language, translate } from '@backlot/contract';
import type { Tx } from '../../db/client.js';
import { membersByEmail, takenEmailsAndUsernames } from '../users/read.js';
import { insertSignedUpMembers, recordLastLogins, type SignedUpMember } from '../users/service.js';
import { attributeSignups } from './attribution.js';
import { type StoredEvent, visitColumns } from './events.js';

export type Rejection = { index: number; errors: Record<string, string[]> };
type Link = { rowId: number; memberId: number };

/** Creates the members of the call's new sign-ups, attributed; returns the event links and the refusals. */
export async function createSignupMembers(tx: Tx, siteId: number, stored: StoredEvent[], lang: Language) {
  const signups = stored.flatMap((s) => (s.event.kind === 'signup' ? [{ ...s, member: s.event.member }] : []));
  const links: Link[] = [];
  const rejected: Rejection[] = [];
  if (signups.length === 0) return { links, rejected };

  const taken = await takenEmailsAndUsernames(
    tx,
    signups.map((s) => s.member.email.toLowerCase()),
    signups.map((s) => s.member.username.toLowerCase()),
  );
  const accepted = signups.filter(({ index, member }) => {
    const errors: Record<string, string[]> = {};
    const email = member.email.toLowerCase();
    const username = member.username.toLowerCase();
    if (taken.emails.has(email)) errors['member.email'] = [translate('msg.taken', lang)];
    if (taken.usernames.has(username)) errors['member.username'] = [translate('msg.taken', lang)];
    if (Object.keys(errors).length > 0) {
      rejected.push({ index, errors });
      return false;
    }
    taken.emails.add(email);
    taken.usernames.add(username);
    return true;
  });
  if (accepted.length === 0) return { links, rejected };

  const attributions = await attributeSignups(
    tx,
    siteId,
    accepted.map((s) => ({ key: s.index, visitorId: s.event.visitor_id, at: new Date(s.event.occurred_at) })),
  );
  const rows = accepted.map(({ index, event, member }): SignedUpMember => {
    const found = attributions.get(index);
    const joinedAt = new Date(event.occurred_at);
    const visit = found?.channel_id
      ? {
          channelId: found.channel_id,
          campaignId: found.campaign_id,
          utmSource: found.utm_source,
          utmMedium: found.utm_medium,
          utmCampaign: found.utm_campaign,
          utmTerm: found.utm_term,
          utmContent: found.utm_content,
          utmId: found.utm_id,
          landingPage: found.landing_page,
          referrer: found.referrer,
          device: found.device,
          country: found.country,
        }
      : { ...visitColumns(event), channelId: null, campaignId: null, ...noUtm };
    return {
      username: member.username,
      email: member.email,
      firstName: member.first_name || null,
      lastName: member.last_name || null,
      siteId,
      visitorId: event.visitor_id,
      ...visit,
      firstVisitAt: found?.first_visit_at ? new Date(found.first_visit_at) : null,
      // A member joined when they signed up on the site, not when the site reported it.
      createdAt: joinedAt,
      updatedAt: joinedAt,
    };
  });
  // A concurrent call may have taken a name since the check: that sign-up is refused like the others.
  const made = await insertSignedUpMembers(tx, rows);
  const idOfEmail = new Map(made.map((m) => [m.email.toLowerCase(), m.id]));
  for (const { index, rowId, member } of accepted) {
    const memberId = idOfEmail.get(member.email.toLowerCase());
    if (memberId) links.push({ rowId, memberId });
    else rejected.push({ index, errors: { 'member.email': [translate('msg.taken', lang)] } });
  }
  return { links, rejected };
}

/** A direct member keeps the sign-up's page, device and country, but no campaign tags. */
const noUtm = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, utmId: null };

/** Sets `last_login_at` of the members the call's new logins name (never moving it back). */
export async function recordLogins(tx: Tx, stored: StoredEvent[], lang: Language) {
  const logins = stored.flatMap((s) =>
    s.event.kind === 'login'
      ? [{ ...s, email: s.event.member_email.toLowerCase(), at: new Date(s.event.occurred_at) }]
      : [],
  );
  const links: Link[] = [];
  const rejected: Rejection[] = [];
  if (logins.length === 0) return { links, rejected };
  const latest = new Map<string, Date>();
  for (const { email, at } of logins) if (!(latest.get(email)! > at)) latest.set(email, at);
  const found = await membersByEmail(tx, [...latest.keys()]);
  const idOfEmail = new Map(found.map((m) => [m.email, m.id]));
  await recordLastLogins(
    tx,
    [...latest].flatMap(([email, at]) => {
      const id = idOfEmail.get(email);
      return id ? [{ id, at }] : [];
    }),
  );
  for (const { index, rowId, email } of logins) {
    const memberId = idOfEmail.get(email);
    if (memberId) links.push({ rowId, memberId });
    else rejected.push({ index, errors: { member_email: [translate('msg.unknownMember', lang)] } });
  }
  return { links, rejected };
}
