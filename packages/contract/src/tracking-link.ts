/**
 * A campaign's tracking link: its landing URL with the UTM parameters appended, the channel's `utm_source`
 * and `utm_medium`, and the campaign's `utm_campaign`, `utm_term`, `utm_content` and `utm_id`, each falling
 * back to the channel's. The landing URL's own query and fragment are kept; a UTM parameter it already has is
 * replaced, so the link always says where the visit came from. Zod-free: the web imports it as it is.
 */
export type TrackingChannel = {
  utm_source: string;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
};
export type TrackingCampaign = {
  landing_url: string;
  utm_campaign: string;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
};

export function trackingLink(channel: TrackingChannel, campaign: TrackingCampaign): string {
  const url = new URL(campaign.landing_url);
  const params: Array<[string, string | null]> = [
    ['utm_source', channel.utm_source],
    ['utm_medium', channel.utm_medium],
    ['utm_campaign', campaign.utm_campaign || channel.utm_campaign],
    ['utm_term', campaign.utm_term || channel.utm_term],
    ['utm_content', campaign.utm_content || channel.utm_content],
    ['utm_id', campaign.utm_id || channel.utm_id],
  ];
  for (const [name, value] of params) if (value) url.searchParams.set(name, value);
  return url.toString();
}
