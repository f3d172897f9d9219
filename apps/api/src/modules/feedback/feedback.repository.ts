import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema/index';

export interface NewFeedback {
  userId: number;
  rating: number;
  suggestions: string;
  platform: string;
  createdAt: Date;
}

export async function insertFeedback(db: DbOrTx, row: NewFeedback): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) throw new Error('feedback insert returned no row');
  return inserted.id;
}
