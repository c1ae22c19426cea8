// The lab area's public face: what other areas may use. Its entities are private; other areas name them
// only in type-only imports.
export { LabPartResultsReady, LabResultsArrived } from './lab.events.js';
export { labReportById, labReportsByIds } from './lab-report-reads.js';
export { markLabReportApplied } from './lab-report-writes.js';
export { LabCoreModule } from './lab-core.module.js';
export { LabDispatch } from './lab-dispatch.service.js';
export { LabRecipeSweep, type RecipeSweepStep } from './lab-recipe-sweep.js';
export { type KeptRecipe, LabRecipes, type RecipeSource } from './lab-recipes.js';
