/** A fixed-size set of entry positions, for intersecting filters without scanning the catalog. */
export class BitSet {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  add(i: number): void {
    this.words[i >>> 5] |= 1 << (i & 31);
  }

  has(i: number): boolean {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
}

/** Index of every value of one field: value → positions (ascending) and a bitset for membership tests. */
export class FieldIndex {
  private readonly lists = new Map<string, number[]>();
  private readonly sets = new Map<string, BitSet>();

  constructor(private readonly size: number) {}

  add(value: string, position: number): void {
    let list = this.lists.get(value);
    if (!list) {
      list = [];
      this.lists.set(value, list);
      this.sets.set(value, new BitSet(this.size));
    }
    if (list[list.length - 1] === position) return;
    list.push(position);
    this.sets.get(value)?.add(position);
  }

  positions(value: string): readonly number[] {
    return this.lists.get(value) ?? [];
  }

  set(value: string): BitSet | undefined {
    return this.sets.get(value);
  }

  values(): string[] {
    return [...this.lists.keys()];
  }
}
