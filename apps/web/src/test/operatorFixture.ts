// The operator the API serves from its configuration, as tests answer the `operator` query.
export const operatorFixture = {
  name: 'Praxisdienste Nord GmbH',
  street: 'Hafenstraße 9',
  postalCode: '20457',
  city: 'Hamburg',
  country: 'Deutschland',
  register: 'Amtsgericht Hamburg, HRB 4711',
  managingDirectors: ['Anna Nord', 'Ben Süd'],
  vatId: 'DE123456789',
  email: 'kontakt@nord.example',
  phone: '+49 40 123',
  dpoName: 'Dana Schutz',
  dpoEmail: 'dsb@nord.example',
  supportEmail: 'hilfe@nord.example',
  supportPhone: '+49 40 456',
};
