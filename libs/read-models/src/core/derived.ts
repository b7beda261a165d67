/**
 * Derived documents (`BatchWriter.derive`): a Lua script writes a ready answer from other keys'
 * state at the end of a batch. Each script is defined with its twin in TypeScript, which computes
 * the same document from the same state, so projection tests (`InMemoryRedis`, no Lua there) see
 * the document a real Redis would hold.
 */

/** What a twin reads: a hash's fields, a sorted set's members best first. */
export interface DerivedDocumentSource {
  hash(key: string): Record<string, string>;
  /** Members from `start` to `stop` (inclusive), highest score first, as ZREVRANGE. */
  zrevrange(key: string, start: number, stop: number): string[];
}

/**
 * The document a script writes: its text, or null when it deletes the key instead. `keys` and
 * `args` are the script's `KEYS` after the document's own (`KEYS[1]`) and its `ARGV`.
 */
export type DerivedDocumentTwin = (source: DerivedDocumentSource, keys: readonly string[], args: readonly string[]) => string | null;

const twins = new Map<string, DerivedDocumentTwin>();
/** The name each script is registered under on a client (`registerReadModelCommands`), in definition order. */
const commandNames = new Map<string, string>();

/**
 * Defines a derived document's script and its twin; answers the script (for `derive`).
 * @throws Error when the same script text is defined twice.
 */
export function defineDerivedDocument(script: string, twin: DerivedDocumentTwin): string {
  if (twins.has(script)) throw new Error('a derived document script is defined twice');
  twins.set(script, twin);
  commandNames.set(script, `derivedDocument${commandNames.size + 1}`);
  return script;
}

/**
 * The client command that runs a script defined with `defineDerivedDocument` (an EVALSHA once
 * the connection has loaded it, so the script's text is not sent with every document); undefined
 * for any other script.
 */
export function derivedDocumentCommand(script: string): string | undefined {
  return commandNames.get(script);
}

/** Every derived document's script and the command name it is registered under. */
export function derivedDocumentCommands(): [script: string, name: string][] {
  return [...commandNames];
}

/** The twin of a script defined with `defineDerivedDocument`; undefined for any other. */
export function derivedDocumentTwin(script: string): DerivedDocumentTwin | undefined {
  return twins.get(script);
}

/**
 * Lua helpers the derived documents' scripts begin with: `str(s)`, a JSON string escaped as
 * `JSON.stringify` escapes it (`"`, `\`, control characters), and `int(s)`, a whole number as
 * `parseInt` reads a stored field ('0' when absent, 'null' when not a number).
 */
export const LUA_JSON_HELPERS = String.raw`local short = { ['"'] = '\\"', ['\\'] = '\\\\', ['\b'] = '\\b', ['\f'] = '\\f', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t' }
local function escape(c) return short[c] or string.format('\\u%04x', string.byte(c)) end
local function str(s) return '"' .. (string.gsub(s, '[%z\1-\31"\\]', escape)) .. '"' end
local function int(s)
  if not s or s == '' then return '0' end
  local digits = string.match(s, '^%s*([%+%-]?%d+)')
  if not digits then return 'null' end
  return string.format('%d', tonumber(digits))
end
`;
