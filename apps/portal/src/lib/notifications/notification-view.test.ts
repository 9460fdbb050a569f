import type { Notification, TranslationRecord } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { type FormatMessage, notificationLink, toNotificationViews, translatedContent } from './notification-view';

/** `{name}` arguments only, and a SyntaxError for an unclosed one, as the design system's formatter does. */
const format: FormatMessage = (message, values) => {
  if (/\{[^}]*$/.test(message)) throw new SyntaxError('Unclosed argument');
  return message.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
};

const shipped: Notification = {
  id: 4,
  subject: 'Order shipped',
  read_state: false,
  notification_key: 'notification.order.shipped',
  created_at: '2026-10-25T10:00:00.000Z',
  parameters: { order: 'NAEN000100108', link: { label: 'My orders', url: '/customer/order' } },
};

const records: TranslationRecord[] = [
  { key: 'notification.order.shipped', locale: 'en-GB', content: 'Your order {order} has shipped.' },
  { key: 'notification.order.shipped', locale: 'fr-FR', content: 'Votre commande {order} a été expédiée.' },
  { key: 'notification.survey.available', locale: 'en-GB', content: 'A survey is waiting: {survey}' },
];

describe('translatedContent', () => {
  it('fills the parameters into the text of the active locale', () => {
    expect(translatedContent(shipped, records, 'fr-FR', 'en-GB', format)).toBe(
      'Votre commande NAEN000100108 a été expédiée.',
    );
  });
  it("falls back to the default locale's text", () => {
    expect(translatedContent(shipped, records, 'de-DE', 'en-GB', format)).toBe('Your order NAEN000100108 has shipped.');
  });
  it('is null without a text in either locale', () => {
    expect(translatedContent(shipped, records, 'de-DE', 'it-IT', format)).toBeNull();
    expect(
      translatedContent({ ...shipped, notification_key: 'notification.unknown' }, records, 'en-GB', 'en-GB', format),
    ).toBeNull();
  });
  it('shows a text the formatter cannot read as it is', () => {
    const broken: TranslationRecord[] = [
      { key: 'notification.order.shipped', locale: 'en-GB', content: 'Order {order' },
    ];
    expect(translatedContent(shipped, broken, 'en-GB', 'en-GB', format)).toBe('Order {order');
  });
});

describe('notificationLink', () => {
  it('puts portal paths under the locale prefix', () => {
    expect(notificationLink(shipped, 'nl-NL')).toEqual({ label: 'My orders', href: '/nl-NL/customer/order' });
  });
  it('keeps addresses (navigation checks them when followed)', () => {
    const external = { ...shipped, parameters: { link: { label: 'Shop', url: 'https://shop.example/orders' } } };
    expect(notificationLink(external, 'en-GB')).toEqual({ label: 'Shop', href: 'https://shop.example/orders' });
    const protocolRelative = { ...shipped, parameters: { link: { label: 'Evil', url: '//evil.example' } } };
    expect(notificationLink(protocolRelative, 'en-GB')?.href).toBe('//evil.example');
  });
  it('is null without a link', () => {
    expect(notificationLink({ ...shipped, parameters: { order: 'x' } }, 'en-GB')).toBeNull();
  });
});

describe('toNotificationViews', () => {
  it('keeps the order and the read state', () => {
    const read = { ...shipped, id: 5, read_state: true };
    const views = toNotificationViews([shipped, read], records, 'en-GB', 'en-GB', format);
    expect(views.map((view) => [view.id, view.read])).toEqual([
      [4, false],
      [5, true],
    ]);
    expect(views[0]?.translatedContent).toBe('Your order NAEN000100108 has shipped.');
  });
});
