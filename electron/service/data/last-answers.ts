/**
 * The platform's last answers to a few look-ups, by key, for an outage: the read source
 * answers what the platform last said for a look-up, as of then, when it cannot be reached
 * (docs/decisions/0036-stale-answers-when-platform-unreachable.md). The most recently
 * asked are kept; an older look-up is asked again when next needed.
 */

/** Look-ups kept: the ranges of a few screens' worth of asks. */
const KEPT = 200;

export class LastAnswers<Answer> {
  private readonly answers = new Map<string, Answer>();

  remember(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    const oldest = this.answers.keys().next().value;
    if (this.answers.size > KEPT && oldest !== undefined) this.answers.delete(oldest);
  }

  last(key: string): Answer | undefined {
    return this.answers.get(key);
  }
}
