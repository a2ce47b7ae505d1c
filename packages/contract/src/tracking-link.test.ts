import { describe, expect, it } from 'vitest';
import { channelCreate, percentText } from './channels.js';
import { trackingLink } from './tracking-link.js';

const channel = {
  utm_source: 'partner blue',
  utm_medium: 'cpa',
  utm_campaign: 'always-on',
  utm_term: 'videos',
  utm_content: null,
  utm_id: 'ch-1',
};
const campaign = { utm_campaign: 'spring', utm_term: null, utm_content: 'banner', utm_id: null };

describe('a tracking link', () => {
  it("appends the channel's source and medium and the campaign's values, falling back to the channel's", () => {
    const link = trackingLink(channel, { ...campaign, landing_url: 'https://velvet.example.com/join' });
    expect(link).toBe(
      'https://velvet.example.com/join?utm_source=partner+blue&utm_medium=cpa&utm_campaign=spring' +
        '&utm_term=videos&utm_content=banner&utm_id=ch-1',
    );
  });

  it("keeps the landing URL's query and fragment, and replaces a UTM value it already carries", () => {
    const landing_url = 'https://velvet.example.com/?plan=year&utm_source=old#pricing';
    const url = new URL(trackingLink(channel, { ...campaign, landing_url }));
    expect(url.searchParams.get('plan')).toBe('year');
    expect(url.searchParams.getAll('utm_source')).toEqual(['partner blue']);
    expect(url.hash).toBe('#pricing');
  });

  it('leaves out the values neither has', () => {
    const bare = { ...channel, utm_medium: null, utm_term: null, utm_id: null };
    const link = trackingLink(bare, { ...campaign, utm_content: null, landing_url: 'http://a.example.com' });
    expect(link).toBe('http://a.example.com/?utm_source=partner+blue&utm_campaign=spring');
  });
});

describe('a profit share', () => {
  it.each(['0', '7', '12.5', '12.50', '99.99', '100', '100.00'])('accepts %s', (value) => {
    expect(percentText().safeParse(value).success).toBe(true);
  });
  it.each(['-1', '100.01', '101', '1.234', '1e2', '', ' .5'])('refuses %s', (value) => {
    expect(percentText().safeParse(value).success).toBe(false);
  });
  it('is 0 unless given', () => {
    expect(channelCreate.parse({ utm_source: 'x', type: 'seo' }).profit_sharing).toBe('0');
  });
});
