/**
 * The API contract as types, for the pages and the demo backend (mocks/): one import for every
 * request and answer shape. Types only, so importing it costs no bytes. Each shape is defined
 * once, in its endpoint group beside the endpoints that use it:
 *
 *   src/api/<group>/requests.ts    what the client sends, and the group's paths (`<Group>Paths`)
 *   src/api/<group>/responses.ts   what the server answers: checks, with their types derived
 *   src/api/<group>/endpoints.ts   the RTK Query endpoints and hooks
 *
 * Shared conventions (envelope, money, paging): src/api/contract.ts. The user and the site
 * configuration, which the slices keep too: src/lib/server-shapes.ts.
 */
import type { AccountPaths } from './account/requests';
import type { CommodityPaths } from './commodity/requests';
import type { CommonPaths } from './common/requests';
import type { OrderPaths } from './order/requests';
import type { PaymentPaths } from './payment/requests';

export type { SysConfig, UserInfo } from '@/lib/server-shapes';
export type * from './contract';
export type * from './account/requests';
export type * from './account/responses';
export type * from './common/requests';
export type * from './common/responses';
export type * from './commodity/requests';
export type * from './commodity/responses';
export type * from './commodity/cart-responses';
export type * from './order/requests';
export type * from './order/responses';
export type * from './order/after-sales-responses';
export type * from './payment/requests';
export type * from './payment/responses';

/** Every path, its request and its answer: the paths the spec shows (endpoints.txt) and the four it does not (start-up and refresh). */
export type EndpointMap = AccountPaths & CommonPaths & CommodityPaths & OrderPaths & PaymentPaths;

export type EndpointPath = keyof EndpointMap;
export type RequestOf<P extends EndpointPath> = EndpointMap[P]['request'];
export type ResponseOf<P extends EndpointPath> = EndpointMap[P]['response'];
