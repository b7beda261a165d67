import type { RedisCommand } from './batch-writer';
import { type DerivedDocumentSource, derivedDocumentTwin } from './derived';
import { applyHashCommand, isHashCommand } from './hash-commands';

/**
 * A rebuild's derived documents rendered without Redis: a derived document (`BatchWriter.derive`)
 * whose every input is a hash nothing had written before `commands` (`fresh`) has all of its state
 * in `commands`, so its twin (`defineDerivedDocument`) renders it here and its EVAL becomes a
 * plain SET of the same text (or nothing, when the twin deletes the document, a key a fresh
 * version never had). A rebuild writes thousands of game documents this way at the cost of a
 * SET each instead of a script reading the game back.
 * Documents with another input (a sorted set, a key written earlier) keep their EVAL.
 * @param commands a batch's commands in order (`BatchWriter.commands`), derived documents last.
 * @param fresh whether nothing had written a key before these commands.
 * @returns the commands with those EVALs replaced (`commands` itself when there is none).
 */
export function renderFreshDocuments(commands: RedisCommand[], fresh: (key: string) => boolean): RedisCommand[] {
  // the inputs of the documents that may be rendered here, each as its hash once every command is applied
  const inputs = new Map<string, Map<string, string> | null>();
  const renderable: number[] = [];
  for (let i = 0; i < commands.length; i++) {
    const call = parseDerived(commands[i]);
    if (!call || !fresh(call.document) || !call.inputs.every(fresh)) continue;
    renderable.push(i);
    for (const key of call.inputs) inputs.set(key, new Map());
  }
  if (renderable.length === 0) return commands;
  for (const [name, key, ...args] of commands) {
    const hash = inputs.get(key);
    if (hash === undefined || hash === null || name === 'eval') continue;
    if (isHashCommand(name)) applyHashCommand(hash, name, args);
    else inputs.set(key, null); // not a hash: the document is left to Redis
  }
  const source: DerivedDocumentSource = {
    hash(key) {
      const hash = inputs.get(key);
      if (!hash) throw new NotRenderedHere();
      return Object.fromEntries(hash);
    },
    zrevrange() {
      throw new NotRenderedHere();
    },
  };
  const rendered: (RedisCommand | null)[] = [...commands];
  for (const i of renderable) {
    const { script, document, inputs: keys, args } = parseDerived(commands[i])!;
    try {
      const text = derivedDocumentTwin(script)!(source, keys, args);
      rendered[i] = text === null ? null : ['set', document, text];
    } catch (error) {
      if (!(error instanceof NotRenderedHere)) throw error;
    }
  }
  return rendered.filter((command) => command !== null);
}

/** A derived document's twin read what only Redis holds. */
class NotRenderedHere extends Error {}

/** A derived document's EVAL (`['eval', script, count, document, ...inputs, ...args]`) taken apart; null for any other command. */
function parseDerived(command: RedisCommand) {
  if (command[0] !== 'eval' || !derivedDocumentTwin(command[1])) return null;
  const count = Number(command[2]);
  return {
    script: command[1],
    document: command[3],
    inputs: command.slice(4, 3 + count),
    args: command.slice(3 + count),
  };
}
