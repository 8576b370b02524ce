/** The live pub/sub as the app holds it: events are the push channel's frames (chat messages, notifications). */
import type { ChatEventT } from '../schemas/contract';
import type { NotificationEventT } from '../schemas/notifications';
import { createInProcessPubSub, type PubSub } from './pubsub';

export type LiveEventT = ChatEventT | NotificationEventT;
export type ChatPubSub = PubSub<LiveEventT>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries every stored chat message to the push connections of both parties. */
    pubsub: ChatPubSub;
  }
}

export function createChatPubSub(onHandlerError?: (error: unknown) => void): ChatPubSub {
  return createInProcessPubSub<LiveEventT>(onHandlerError);
}
