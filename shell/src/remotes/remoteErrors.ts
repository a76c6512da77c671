/** The section is not in the registry, or its manifest gave no such page. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

/** The section did not answer in time (a server that accepts and never replies). */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}
