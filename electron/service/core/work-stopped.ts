/**
 * Why a request's upstream work stopped, as the reason of its abort signal. The HTTP side
 * (http/plugins/request-work.ts) aborts with these; every layer below that reads the signal's
 * reason (the read model's background reads, the month pack) tells them apart from a failure.
 */
/** Why a request's upstream work stopped: nobody is waiting for its answer any more. */
export class ClientWentAway extends Error {
  constructor() {
    super('the client went away before the answer');
    this.name = 'ClientWentAway';
  }
}

/** Why a request's upstream work stopped: it ran past the service's answer deadline. */
export class AnswerDeadlinePassed extends Error {
  constructor() {
    super('the answer deadline passed');
    this.name = 'AnswerDeadlinePassed';
  }
}
