/** Ports whose DynamoDB client records the name of every command it sends (round trips, counted), and the commands a client sends while something runs. */
import { randomUUID } from 'node:crypto';
import type { AllPorts } from '#shared/use-cases/deps.ts';

export function countingDeps<Deps extends Pick<AllPorts, 'db'>>(deps: Deps): { deps: Deps; sent: string[] } {
  const sent: string[] = [];
  const db = new Proxy(deps.db, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver);
      return (command: { constructor: { name: string } }) => {
        sent.push(command.constructor.name);
        return target.send(command as Parameters<typeof target.send>[0]);
      };
    },
  });
  return { deps: { ...deps, db }, sent };
}

export interface SentCommand {
  /** `QueryCommand`, `GetCommand`, `BatchGetCommand`, … */
  name: string;
  input: Record<string, any>;
}

/** Every command the client sends while `run` runs (the whole stack's, when it is the stack's client). */
export async function commandsSentDuring(
  db: AllPorts['db'],
  run: () => Promise<unknown>,
): Promise<SentCommand[]> {
  const sent: SentCommand[] = [];
  // Its own name: two recorders may run at once.
  const name = `recordCommands-${randomUUID()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ name: context.commandName ?? 'unknown', input: args.input as Record<string, any> });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    db.middlewareStack.remove(name);
  }
  return sent;
}

/** The partition key of every Query among `sent`, in order. */
export const queriedPartitions = (sent: readonly SentCommand[]): string[] =>
  sent
    .filter((command) => command.name === 'QueryCommand')
    .map((command) => String(command.input.ExpressionAttributeValues?.[':pk']));
