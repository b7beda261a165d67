/**
 * Validates Kubernetes objects against the API's schemas with `kubernetes-models`, as a process
 * of its own: the package is published as ES modules only, which jest's module runtime cannot
 * load, while Node imports them.
 *
 *   node tests/dist/support/kubernetes-validate.js <file.yaml>...
 *
 * Prints one JSON array: for each object, its file, apiVersion, kind and name, `builtIn` (a
 * model of `kubernetes-models` exists for its apiVersion and kind) and, for those, the schema's
 * `errors` (empty when valid). Custom resources (no model) are listed with `builtIn: false` and
 * left to the caller. Exits 1 when a file does not parse.
 */
import * as fs from 'node:fs';
import type { Deployment } from 'kubernetes-models/apps/v1/Deployment' with { 'resolution-mode': 'import' };
import { parseAllDocuments } from 'yaml';

export interface KubernetesValidation {
  file: string;
  apiVersion: string;
  kind: string;
  name: string;
  builtIn: boolean;
  errors: string[];
}

/** A model class of `kubernetes-models` (Deployment's shape stands for all of them): built from an object, it validates it. */
type ModelClass = new (data: unknown) => Pick<Deployment, 'validate'>;

/** The model class of `kubernetes-models` for an apiVersion and kind (`apps/v1` + `Deployment`), or null. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | null> {
  if (!/^[a-z0-9.]+\/?[a-z0-9]*$/.test(apiVersion) || !/^[A-Za-z]+$/.test(kind)) return null;
  try {
    const module = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, ModelClass>;
    return module[kind] ?? null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' || code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

async function validateFile(file: string): Promise<KubernetesValidation[]> {
  const results: KubernetesValidation[] = [];
  for (const document of parseAllDocuments(fs.readFileSync(file, 'utf8'))) {
    if (document.errors.length) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    const object = document.toJS() as { apiVersion?: string; kind?: string; metadata?: { name?: string } } | null;
    if (!object) continue;
    const apiVersion = String(object.apiVersion ?? '');
    const kind = String(object.kind ?? '');
    const Model = await modelOf(apiVersion, kind);
    const errors: string[] = [];
    if (Model) {
      try {
        new Model(object).validate();
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    results.push({ file, apiVersion, kind, name: String(object.metadata?.name ?? ''), builtIn: Model !== null, errors });
  }
  return results;
}

async function main(): Promise<void> {
  const results: KubernetesValidation[] = [];
  for (const file of process.argv.slice(2)) results.push(...(await validateFile(file)));
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
