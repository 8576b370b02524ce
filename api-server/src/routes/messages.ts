/**
 * Chat between a store and a customer: the inbox, a conversation's messages, and sending one. Once
 * a message is committed, both parties' live channels are signalled (live/signals.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { signedInCaller } from '../auth/access';
import { ownerOf } from '../auth/owner';
import { HttpError } from '../errors';
import { CHAT_MESSAGE_MAX_LENGTH, ErrorAnswer as err, InboxList, Message, MessageList, TRIMMED_MAX_LENGTH } from '../schemas/contract';
import type { Identity } from '../auth/tokens';
import { addMessage, findStoreParty, findCustomerParty, listInbox, listMessages, type ConversationParties } from '../repositories/messages';
import { storeChannel, customerChannel } from '../live/signals';


export const MESSAGE_MESSAGES = {
  notParty: 'You can only read and write your own conversations',
  storeNotFound: 'Store not found',
  customerNotFound: 'Customer not found',
  blank: 'msg must not be blank',
  tooLong: `msg must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
} as const;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// No maxLength: the limit holds after trimming, which the route checks with the right message; the
// body limit (256 KB) bounds the raw text.
const MsgBody = Type.Object({
  msg: Type.String({ description: `1–${CHAT_MESSAGE_MAX_LENGTH} characters after trimming`, [TRIMMED_MAX_LENGTH]: CHAT_MESSAGE_MAX_LENGTH }),
});
const ConversationParams = Type.Object({ store_name: Type.String({ maxLength: 64 }), username: Type.String({ maxLength: 64 }) });

export const messageCalls = {
  'POST /api/inbox': { access: 'any-signed-in', schema: { summary: "The caller's conversations, newest first", tags: ['messages'], response: { 200: InboxList, 401: err } } },
  'GET /api/msg/get/{store_name}/and/{username}': {
    access: 'any-signed-in',
    schema: { summary: 'Messages of a conversation, oldest first', tags: ['messages'], params: ConversationParams, response: { 200: MessageList, 400: err, ...authErrors, 404: err } },
  },
  'POST /api/msg/add/{store_name}/and/{username}': {
    access: 'any-signed-in',
    schema: { summary: 'Send a message', tags: ['messages'], params: ConversationParams, body: MsgBody, response: { 201: Message, 400: err, ...authErrors, 404: err } },
  },
} as const satisfies Calls;

const messages: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** The two parties of `{store_name}/and/{username}`, when the caller is one of them. */
  async function partiesFor(identity: Identity, params: { store_name: string; username: string }): Promise<ConversationParties> {
    // Checked by name first, so nobody learns which names exist from someone else's conversation.
    const isParty = identity.kind === 'store' ? sameName(identity.store_name, params.store_name) : sameName(identity.username, params.username);
    if (!isParty) throw new HttpError(403, MESSAGE_MESSAGES.notParty, { code: 'forbidden' });
    const store = await findStoreParty(app.db, params.store_name);
    if (!store) throw new HttpError(404, MESSAGE_MESSAGES.storeNotFound, { code: 'store_not_found' });
    const customer = await findCustomerParty(app.db, params.username);
    if (!customer) throw new HttpError(404, MESSAGE_MESSAGES.customerNotFound, { code: 'customer_not_found' });
    return { store, customer };
  }

  app.route({ ...routeOf(messageCalls, 'POST /api/inbox'), handler: async (request) => {
    const identity = signedInCaller(request);
    return listInbox(app.db, ownerOf(identity));
  } });

  app.route({ ...routeOf(messageCalls, 'GET /api/msg/get/{store_name}/and/{username}'), handler: async (request) => {
    const { store, customer } = await partiesFor(signedInCaller(request), request.params);
    return listMessages(app.db, store.store_id, customer.user_id);
  } });

  app.route({ ...routeOf(messageCalls, 'POST /api/msg/add/{store_name}/and/{username}'), handler: async (request, reply) => {
    const { params, body } = request;
    const identity = signedInCaller(request);
    const parties = await partiesFor(identity, params);
    const text = body.msg.trim();
    if (text === '') throw new HttpError(400, MESSAGE_MESSAGES.blank, { code: 'field_required', field: 'msg' });
    if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) throw new HttpError(400, MESSAGE_MESSAGES.tooLong, { code: 'field_too_long', field: 'msg' });
    // The other party's notification is written with the message (notifications/notifier.ts).
    const message = await app.notifier.report((tell) => addMessage(app.db, app.dialect, parties, identity.kind, text, (trx) => tell(trx).message(parties, identity.kind, text)));
    // Both parties' chat feeds (the sender's other tabs too). Never waits and never fails: with Redis
    // away the signal goes out when it is back.
    app.liveSignals.notify(storeChannel(parties.store.store_id));
    app.liveSignals.notify(customerChannel(parties.customer.user_id));
    return reply.code(201).send(message);
  } });
};

export default messages;
