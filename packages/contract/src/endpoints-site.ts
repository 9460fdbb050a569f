// The two calls every page makes at start (decision 013): in a module of their own, so that a bundle that needs
// only them does not carry the tables of every call.
import { endpoint } from './endpoint.ts';
import { PublicConfigResponse, PublicInfosResponse } from './site.ts';

export const getPublicInfosEndpoint = endpoint({
  id: 'getPublicInfos',
  method: 'GET',
  path: '/api/cache/public/infos',
  summary: 'Stores (item 0) and allowed countries per store (item 1)',
  tag: 'site',
  source: 'spec',
  status: 'served',
  auth: 'none',
  response: PublicInfosResponse,
  cached: true,
  errors: [],
});

export const getPublicConfigEndpoint = endpoint({
  id: 'getPublicConfig',
  method: 'GET',
  path: '/api/cache/public/config',
  summary: 'Feature flags, platform mapping, sign-in methods and media addresses',
  tag: 'site',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  response: PublicConfigResponse,
  cached: true,
  errors: [],
});
