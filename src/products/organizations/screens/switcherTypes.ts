/** What the organization switcher shows of one of the person's organizations. */
export interface OrganizationChoice {
  id: string;
  name: string;
  /** The person's role in it: owner, admin, member or a host's own. */
  role: string;
}

/** The create form's fields as typed. */
export interface OrganizationCreateValues {
  name: string;
  slug: string;
}
