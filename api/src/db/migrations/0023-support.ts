import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Support requests and their replies. A member's request keeps the plan it was opened under and the
 * answer time that plan promised (`promise_hours`, 24 or 72): the inbox orders by it, so a later change of
 * plan does not move a request. A visitor's contact message has no user, only the name and e-mail given.
 * `answered_at` is the first reply of the support team: a request unanswered past `answer_by` is overdue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('requester_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('plan', 'text')
    .addColumn('promise_hours', 'integer', (c) => c.notNull())
    .addColumn('answer_by', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_requests_inbox')
    .on('support_requests')
    .columns(['status', 'promise_hours', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_requests_user')
    .on('support_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_replies')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_replies_request').on('support_replies').columns(['request_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_replies').execute();
  await db.schema.dropTable('support_requests').execute();
}
