/** A download (domain/export/file-answer.ts) as the answer: an attachment, never kept. */
import type { FastifyReply } from 'fastify';
import type { FileAnswer } from '../../domain/export/file-answer.js';
import { attachmentHeader } from '../../domain/export/file-name.js';

export const sendFile = (reply: FastifyReply, file: FileAnswer): FastifyReply =>
  reply
    .type(file.mediaType)
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
