import type { ProposalModel } from '../../proposals/models/proposal.model';
import { proposalDocument } from './to-printable';

const proposal = {
  proposalTitle: 'Logo Design and One-Page Website',
  proposalNumber: 'PROP-1',
  proposalDate: '2026-11-23',
  expirationDate: null,
  status: 'draft',
  companyName: 'Studio Ada',
  companyAddress: '12 Analytical St',
  companyEmail: 'ada@studio.example',
  companyPhone: null,
  clientName: 'Grace Hopper',
  clientCompany: 'Hopper Teas',
  clientAddress: null,
  clientEmail: 'grace@hopper.example',
  services: [],
  value: 0,
  paymentTerms: 'Payment in full on acceptance.',
  additionalTerms: 'Valid for 30 days.',
  scope: 'Scope of work:\n- Logo design\n- One-page website',
} as unknown as ProposalModel;

describe('proposalDocument', () => {
  it('prints the scope of work first, then the terms', () => {
    expect(proposalDocument(proposal, false).sections).toEqual([
      { title: 'Scope of work', body: proposal.scope },
      { title: 'Payment terms', body: proposal.paymentTerms },
      { title: 'Additional terms', body: proposal.additionalTerms },
    ]);
  });

  it('leaves the section out when there is no scope', () => {
    const titles = proposalDocument({ ...proposal, scope: null }, false).sections.map(
      (section) => section.title,
    );
    expect(titles).toEqual(['Payment terms', 'Additional terms']);
  });
});
