/**
 * The local stack's dead-letter queue, for the operator CLI (`npm run admin -- dlq list|replay`):
 * the in-process queue lives in `npm start`'s process, so the CLI reaches it over the local
 * server, as it reaches SQS in AWS. Loopback only, like the whole local server; no such path is
 * deployed (the route table has none).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalPipeline } from './pipeline.ts';

export const LOCAL_DEAD_LETTER_PATH = '/local/dead-letters';

/** One dead letter as the CLI prints it, the same shape for SQS and the local queue. */
export interface DeadLetterView {
  message_id: string;
  message_group_id: string;
  body: string;
  receive_count: number;
  last_error: string | null;
}

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}

/** GET lists the dead letters; POST …/replay redrives them. False for any other path. */
export function deadLetterDoor(pipeline: LocalPipeline | null) {
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (!url.pathname.startsWith(LOCAL_DEAD_LETTER_PATH)) return false;
    if (pipeline === null)
      return send(res, 404, { error: 'the pipeline is off (started with pipeline: false)' });
    if (req.method === 'GET' && url.pathname === LOCAL_DEAD_LETTER_PATH) {
      const letters: DeadLetterView[] = pipeline.queue.deadLetters.map(({ message, lastError }) => ({
        message_id: message.messageId,
        message_group_id: message.messageGroupId,
        body: message.body,
        receive_count: message.receiveCount,
        last_error: lastError,
      }));
      return send(res, 200, { dead_letters: letters });
    }
    if (req.method === 'POST' && url.pathname === `${LOCAL_DEAD_LETTER_PATH}/replay`) {
      return send(res, 200, { replayed: pipeline.queue.redriveDeadLetters() });
    }
    return send(res, 405, { error: `${req.method} ${url.pathname} is not an operation of the local DLQ` });
  };
}
