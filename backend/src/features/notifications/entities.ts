/** Notifications' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { PushDelivery } from './push-delivery.entity';
export { PushSubscription } from './push-subscription.entity';
