/** The body of a reviewer's acceptance that declares no competing interests (issue 29, item 5). */
export const NO_COMPETING = { competingInterests: 'none' } as const;
