/** The chat pub/sub as the app holds it: events are the push channel's message frames. */
import type { ChatEventT } from '../schemas/contract';
import { createInProcessPubSub, type PubSub } from './pubsub';

export type ChatPubSub = PubSub<ChatEventT>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries every stored chat message to the push connections of both parties. */
    pubsub: ChatPubSub;
  }
}

export function createChatPubSub(onHandlerError?: (error: unknown) => void): ChatPubSub {
  return createInProcessPubSub<ChatEventT>(onHandlerError);
}
