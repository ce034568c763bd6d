/**
 * The aggregation DLQ in AWS (SQS FIFO), for `admin dlq`. Listing peeks: messages are received with
 * a short visibility timeout and made visible again at once. Replaying sends each message to the
 * queue the DLQ serves (ListDeadLetterSourceQueues), in its message group with a fresh
 * deduplication id, then deletes it from the DLQ: the same as SQS's console redrive, written out so
 * it holds for FIFO queues whatever the redrive API supports.
 */
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ListDeadLetterSourceQueuesCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { DeadLetterView } from '../../local/dead-letter-door.ts';

/** At most this many are listed or replayed in one command (run it again for more). */
const MAX_MESSAGES = 500;

async function receiveAll(sqs: SQSClient, queueUrl: string, visibilitySeconds: number): Promise<Message[]> {
  const messages: Message[] = [];
  while (messages.length < MAX_MESSAGES) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: visibilitySeconds,
        MessageSystemAttributeNames: ['MessageGroupId', 'ApproximateReceiveCount'],
      }),
    );
    if (Messages.length === 0) break;
    messages.push(...Messages);
  }
  return messages;
}

function view(message: Message): DeadLetterView {
  return {
    message_id: message.MessageId ?? '',
    message_group_id: message.Attributes?.MessageGroupId ?? '',
    body: message.Body ?? '',
    receive_count: Number(message.Attributes?.ApproximateReceiveCount ?? 0),
    last_error: null,
  };
}

export async function listSqsDeadLetters(region: string, queueUrl: string): Promise<DeadLetterView[]> {
  const sqs = new SQSClient({ region });
  try {
    const messages = await receiveAll(sqs, queueUrl, 30);
    await Promise.all(
      messages.map((message) =>
        sqs.send(
          new ChangeMessageVisibilityCommand({
            QueueUrl: queueUrl,
            ReceiptHandle: message.ReceiptHandle,
            VisibilityTimeout: 0,
          }),
        ),
      ),
    );
    return messages.map(view);
  } finally {
    sqs.destroy();
  }
}

export async function replaySqsDeadLetters(region: string, queueUrl: string): Promise<number> {
  const sqs = new SQSClient({ region });
  try {
    const { queueUrls = [] } = await sqs.send(new ListDeadLetterSourceQueuesCommand({ QueueUrl: queueUrl }));
    const [source] = queueUrls;
    if (queueUrls.length !== 1 || source === undefined)
      throw new Error(`the DLQ serves ${queueUrls.length} queues; expected the aggregation queue alone`);
    const messages = await receiveAll(sqs, queueUrl, 120);
    for (const message of messages) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: source,
          MessageBody: message.Body,
          MessageGroupId: message.Attributes?.MessageGroupId,
          MessageDeduplicationId: `redrive-${message.MessageId}`,
        }),
      );
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
    }
    return messages.length;
  } finally {
    sqs.destroy();
  }
}
