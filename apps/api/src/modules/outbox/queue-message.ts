/**
 * How another module queues a mail or SMS: inside the transaction of what caused it (pass its
 * `tx`), so a message exists exactly when the change does; the outbox job (outbox-worker.ts)
 * delivers it afterwards. The outbox's table stays its own (outbox.repository.ts).
 */
export { attachToMessage, enqueueMessage } from './outbox.repository';
