import { describe, expect, it } from 'vitest';
import { JsonListAnswer } from '../../../electron/service/http/json-list.js';

interface Row {
  id: number;
  title: string;
  price: string | null;
}

const row = (id: number, title: string, price: string | null = '1.2500'): Row => ({
  id,
  title,
  price,
});

const textOf = (answer: JsonListAnswer<Row>, head: Record<string, unknown>) =>
  Buffer.concat(answer.chunks(head)).toString('utf8');

describe('JsonListAnswer', () => {
  it('writes exactly JSON.stringify of the whole answer, page by page', () => {
    const pages = [
      [row(1, 'Koffie'), row(2, 'Thé "vert"\n', null)],
      [],
      [row(3, 'Ünïcode € 🍵'), row(4, '\u2028 and \\ and </script>')],
      [row(5, '')],
    ];
    const answer = new JsonListAnswer<Row>();
    for (const page of pages) answer.add(page);
    const rows = pages.flat();
    const head = { q: 'kof', country_iso2: 'NL' };
    expect(textOf(answer, head)).toBe(
      JSON.stringify({ ...head, count: rows.length, total: rows.length, data: rows }),
    );
  });

  it('answers an empty list when no row was added', () => {
    const answer = new JsonListAnswer<Row>();
    answer.add([]);
    expect(textOf(answer, { q: '' })).toBe('{"q":"","count":0,"total":0,"data":[]}');
  });

  it('forgets what it held when cleared (the list is read again)', () => {
    const answer = new JsonListAnswer<Row>();
    answer.add([row(1, 'first attempt')]);
    answer.clear();
    answer.add([row(1, 'again'), row(2, 'then')]);
    const rows = [row(1, 'again'), row(2, 'then')];
    expect(textOf(answer, {})).toBe(JSON.stringify({ count: 2, total: 2, data: rows }));
  });
});
