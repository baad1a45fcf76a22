// What a new organization's name and URL name must be, checked before any call (docs/organizations.md "The organization switcher").
import { describe, expect, it } from 'vitest';
import { nameProblem, slugProblem } from '../../../src/products/organizations/flows/organizationRules';

describe('a new organization’s name', () => {
  it('is required: empty or only spaces is refused', () => {
    expect(nameProblem('')).toBe('organizations.create.nameRequired');
    expect(nameProblem('   ')).toBe('organizations.create.nameRequired');
  });

  it('is at most 100 characters, counted as a person counts them', () => {
    expect(nameProblem('a'.repeat(100))).toBeNull();
    expect(nameProblem('a'.repeat(101))).toBe('organizations.create.nameTooLong');
    expect(nameProblem('🏢'.repeat(100))).toBeNull();
  });
});

describe('a new organization’s URL name', () => {
  it('may be left empty (the server makes one from the name)', () => {
    expect(slugProblem('')).toBeNull();
  });

  it('is lower case letters, digits and inner hyphens, 1 to 48, as the server takes it', () => {
    for (const good of ['a', 'acme', 'acme-2', 'a'.repeat(48)]) expect(slugProblem(good), good).toBeNull();
    for (const bad of ['Acme', 'not a slug', '-acme', 'acme-', 'a'.repeat(49), 'acmé']) expect(slugProblem(bad), bad).toBe('organizations.create.slugInvalid');
  });
});
