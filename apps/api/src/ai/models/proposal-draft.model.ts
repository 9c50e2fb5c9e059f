import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('DraftServiceLine')
export class DraftServiceLineModel {
  @Field()
  description: string;

  @Field(() => Float, { description: 'Per unit, in the draft’s currency.' })
  price: number;

  @Field(() => Int)
  quantity: number;
}

@ObjectType('ProposalDraft')
export class ProposalDraftModel {
  @Field()
  proposalTitle: string;

  @Field({ description: 'The scope of work, a few short paragraphs.' })
  summary: string;

  @Field(() => [DraftServiceLineModel])
  services: DraftServiceLineModel[];

  @Field()
  paymentTerms: string;

  @Field()
  additionalTerms: string;

  @Field(() => Float, { description: 'Σ price × quantity, computed by the server.' })
  total: number;

  @Field({ description: 'The language its title, scope frame and terms are written in.' })
  language: string;

  @Field({ description: 'The currency its prices are in (ISO 4217).' })
  currency: string;

  @Field(() => Float, {
    nullable: true,
    description: 'The deposit on acceptance, in percent, that its payment terms state.',
  })
  depositPercent: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The deposit on acceptance, as an amount, when the form asked for one.',
  })
  depositAmount: number | null;
}

@ObjectType('ProposalDraftResult', {
  description: 'A draft to fill the proposal form with. Nothing is saved or counted.',
})
export class ProposalDraftResultModel {
  @Field(() => ProposalDraftModel)
  draft: ProposalDraftModel;

  @Field({ description: '"ai" (an OpenAI-compatible model) or "template" (the offline engine).' })
  engine: string;

  @Field({ description: 'Which engine wrote it, for the UI, e.g. "Template draft (no AI)".' })
  engineLabel: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why the template draft stands in for the AI one, when it does.',
  })
  notice: string | null;
}
