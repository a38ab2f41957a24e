/** A report of several tables (domain/export/tables-file.ts) as the answer. */
import type { FastifyReply } from 'fastify';
import { tablesFile, type TablesDownload } from '../../domain/export/tables-file.js';
import { sendFile } from './file-reply.js';

export const sendTables = (reply: FastifyReply, download: TablesDownload): FastifyReply =>
  sendFile(reply, tablesFile(download));
