/** Ports whose DynamoDB client records the name of every command it sends: round trips, counted. */
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
