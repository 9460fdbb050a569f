// Newsletter preferences by their link, community reports, "me too", support tickets and the contact form.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, zendeskIdParam } from './endpoint.ts';

export const getNewsletterPreferencesEndpoint = endpoint({
  id: 'getNewsletterPreferences',
  method: 'GET',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Newsletter preferences by the 64-hex id of the e-mail link (no token: the id is the secret)',
  tag: 'content',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  response: account.NewsletterPreferencesResponse,
  cached: false,
  errors: [404],
});

export const updateNewsletterPreferencesEndpoint = endpoint({
  id: 'updateNewsletterPreferences',
  method: 'PUT',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Replaces the topics and frequency of newsletter preferences (no topic: no newsletter)',
  tag: 'content',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  body: account.NewsletterPreferencesBody,
  response: account.NewsletterPreferencesResponse,
  cached: false,
  errors: [404, 429],
});

export const createCommunityReportEndpoint = endpoint({
  id: 'createCommunityReport',
  method: 'POST',
  path: '/api/user/community/{gameZendeskId}/posts',
  summary: 'Creates a bug report on a supported game’s board, in moderation (status none)',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam }),
  body: account.CreateReportBody,
  response: account.CommunityPostResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const meTooEndpoint = endpoint({
  id: 'meToo',
  method: 'PUT',
  path: '/api/user/community/{gameZendeskId}/posts/{id}/me-too',
  summary:
    'Says “me too, on my platform” on a published report: once per player and report, again replaces the platform; answers the post with its counts',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam, id: zendeskIdParam }),
  body: account.MeTooBody,
  response: account.CommunityPostResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const getSupportTicketsEndpoint = endpoint({
  id: 'getSupportTickets',
  method: 'GET',
  path: '/api/user/support/tickets',
  summary: "The customer's support tickets, newest first",
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.TicketsResponse,
  cached: false,
  errors: [401],
});

export const createSupportTicketEndpoint = endpoint({
  id: 'createSupportTicket',
  method: 'POST',
  path: '/api/user/support/tickets',
  summary: 'Opens a support ticket: platform among the product’s ticket platform options, optional own order',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  body: account.TicketBody,
  response: account.TicketResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const sendContactMessageEndpoint = endpoint({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  summary: 'Sends a contact message; public, bearer token optional, bot-protection token checked',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  body: account.ContactBody,
  response: account.ContactResponse,
  cached: false,
  errors: [401, 429, 503],
});
