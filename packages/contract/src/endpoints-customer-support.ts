// Newsletter preferences by their link, community reports, "me too", support tickets and the contact form.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, zendeskIdParam } from './endpoint.ts';

/** What the calls below share; each call states only where it differs. */
const supportCall = { tag: 'support', source: 'chosen', status: 'served', cached: false } as const;

export const getNewsletterPreferencesEndpoint = endpoint({
  ...supportCall,
  id: 'getNewsletterPreferences',
  method: 'GET',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Newsletter preferences by the 64-hex id of the e-mail link (no token: the id is the secret)',
  tag: 'content',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  response: account.NewsletterPreferencesResponse,
  errors: [404],
});

export const updateNewsletterPreferencesEndpoint = endpoint({
  ...supportCall,
  id: 'updateNewsletterPreferences',
  method: 'PUT',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Replaces the topics and frequency of newsletter preferences (no topic: no newsletter)',
  tag: 'content',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  body: account.NewsletterPreferencesBody,
  response: account.NewsletterPreferencesResponse,
  errors: [404, 429],
});

export const createCommunityReportEndpoint = endpoint({
  ...supportCall,
  id: 'createCommunityReport',
  method: 'POST',
  path: '/api/user/community/{gameZendeskId}/posts',
  summary: 'Creates a bug report on a supported game’s board, in moderation (status none)',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam }),
  body: account.CreateReportBody,
  response: account.CommunityPostResponse,
  errors: [401, 404, 429],
});

export const meTooEndpoint = endpoint({
  ...supportCall,
  id: 'meToo',
  method: 'PUT',
  path: '/api/user/community/{gameZendeskId}/posts/{id}/me-too',
  summary:
    'Says “me too, on my platform” on a published report: once per player and report, again replaces the platform; answers the post with its counts',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam, id: zendeskIdParam }),
  body: account.MeTooBody,
  response: account.CommunityPostResponse,
  errors: [401, 404, 429],
});

export const getSupportTicketsEndpoint = endpoint({
  ...supportCall,
  id: 'getSupportTickets',
  method: 'GET',
  path: '/api/user/support/tickets',
  summary: "The customer's support tickets, newest first",
  auth: 'bearer',
  response: account.TicketsResponse,
  errors: [401],
});

export const createSupportTicketEndpoint = endpoint({
  ...supportCall,
  id: 'createSupportTicket',
  method: 'POST',
  path: '/api/user/support/tickets',
  summary: 'Opens a support ticket: platform among the product’s ticket platform options, optional own order',
  auth: 'bearer',
  body: account.TicketBody,
  response: account.TicketResponse,
  errors: [401, 404, 429],
});

export const sendContactMessageEndpoint = endpoint({
  ...supportCall,
  id: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  summary: 'Sends a contact message; public, bearer token optional, bot-protection token checked',
  auth: 'none',
  body: account.ContactBody,
  response: account.ContactResponse,
  errors: [401, 429, 503],
});
