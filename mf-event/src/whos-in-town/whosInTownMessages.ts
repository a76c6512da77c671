/** Who's in town's texts (docs/profiles.md, "Who's in town when"), shared by the section and its fallback. */
export const whosInTownMessages = {
  heading: "Who's in Town When",
  /** Its classmates' stays could not be read, or its own code could not be fetched. */
  loadFailed: 'Could not load who is in town. Try again later.',
  tryAgain: 'Try again',
} as const;
