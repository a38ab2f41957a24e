/** A promise settled from outside, made anew each time it is: for "the next time this happens". */
export class Signal {
  promise!: Promise<void>;
  private settle!: () => void;
  constructor() {
    this.reset();
  }
  fire(): void {
    this.settle();
    this.reset();
  }
  private reset(): void {
    this.promise = new Promise((resolve) => (this.settle = resolve));
  }
}
