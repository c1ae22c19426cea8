import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { Micronutrient } from '../../results/index.js';
import { MicronutrientsService } from '../../results/micronutrients/micronutrients.service.js';
import { FormulaTemplate } from '../entities/formula-template.entity.js';
import {
  FormulaCapWarning,
  FormulaInput,
  FormulaTemplateArgs,
  FormulaTemplateInput,
  FormulaTemplateTestInput,
  FormulaTemplateTestResult,
} from './formula-templates.types.js';
import { FormulaTemplatesService } from './formula-templates.service.js';
import { type NoArgs } from '../../../common/graphql/field-resolver.js';

/** The formula tool: formula managers only (ManageFormulas), checked here for every call. */
@Resolver(() => FormulaTemplate)
export class FormulaTemplatesResolver {
  constructor(
    private readonly templates: FormulaTemplatesService,
    private readonly micronutrients: MicronutrientsService,
  ) {}

  @RequirePermissions(Permission.ManageFormulas)
  @Query(() => [FormulaTemplate], { description: 'The templates that are not deleted, by sort order.' })
  formulaTemplates(): Promise<FormulaTemplate[]> {
    return this.templates.list();
  }

  @RequirePermissions(Permission.ManageFormulas)
  @Query(() => FormulaTemplate)
  formulaTemplate(@Args() { id }: FormulaTemplateArgs): Promise<FormulaTemplate> {
    return this.templates.get(id);
  }

  @RequirePermissions(Permission.ManageFormulas)
  @Query(() => [FormulaInput], { description: 'Every name a formula may read, for the editor.' })
  formulaInputs(): Promise<FormulaInput[]> {
    return this.templates.inputs();
  }

  @RequirePermissions(Permission.ManageFormulas)
  @Mutation(() => FormulaTemplate, {
    description: 'Saves a template (an edit makes a new version); is_deleted: true deletes it.',
  })
  upsertFormulaTemplate(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: FormulaTemplateInput,
  ): Promise<FormulaTemplate> {
    return this.templates.upsert(viewer, input);
  }

  @RequirePermissions(Permission.ManageFormulas)
  @Mutation(() => FormulaTemplateTestResult, {
    description: 'Checks and runs a formula with test inputs, without saving it.',
  })
  upsertFormulaTemplateTest(
    @Args('input') input: FormulaTemplateTestInput,
  ): Promise<FormulaTemplateTestResult> {
    return this.templates.test(input);
  }

  @ResolveField(() => FormulaCapWarning, {
    nullable: true,
    description: 'Set when the template can give more than its micronutrient’s maximum dose (a warning).',
  })
  async cap_warning(
    template: FormulaTemplate,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<FormulaCapWarning | null> {
    return this.templates.capWarningOf(template, await this.micronutrient(template, {}, ctx));
  }

  @ResolveField(() => Micronutrient)
  micronutrient(template: FormulaTemplate, _args: NoArgs, ctx: GraphqlContext): Promise<Micronutrient> {
    return ctx.loaders
      .get<string, Micronutrient>('formulaTemplateMicronutrient', async (ids) => {
        const found = await this.micronutrients.byIds([...ids]);
        return ids.map((id) => found.get(id) ?? new Error(`micronutrient ${id} not found`));
      })
      .load(template.micronutrient_id);
  }
}
