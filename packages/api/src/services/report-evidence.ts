import { schema } from "@unveil/db";

/**
 * A message as a report's evidence (docs/product-rules.md#blocks-and-reports): the columns read
 * and the copy kept in the report, the same for a dater's report and an automatic flag.
 */
export const evidenceColumns = {
  id: schema.messages.id,
  matchId: schema.messages.matchId,
  senderId: schema.messages.senderId,
  content: schema.messages.content,
  imageObjectId: schema.messages.imageObjectId,
  createdAt: schema.messages.createdAt,
};

export interface EvidenceRow {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  imageObjectId: string | null;
  createdAt: Date;
}

export const toEvidenceMessage = (row: EvidenceRow): schema.ReportEvidenceMessage => ({
  id: row.id,
  senderId: row.senderId,
  content: row.content,
  hasImage: row.imageObjectId !== null,
  createdAt: row.createdAt.toISOString(),
  matchId: row.matchId,
  imageObjectId: row.imageObjectId,
});
