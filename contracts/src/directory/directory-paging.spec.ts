import {
  DIRECTORY_PAGE_SIZE,
  PAGE_GAP,
  pageButtons,
  pageRange,
  paginate,
} from './directory-paging.js';

const numbers = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('directory paging', () => {
  it('shows 6 a page', () => {
    expect(DIRECTORY_PAGE_SIZE).toBe(6);
    const page = paginate(numbers(14), 1);
    expect(page).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3, total: 14 });
    expect(pageRange(page)).toEqual({ first: 1, last: 6 });
  });

  it('a middle page and a short last page', () => {
    expect(paginate(numbers(14), 2).items).toEqual([7, 8, 9, 10, 11, 12]);
    const last = paginate(numbers(14), 3);
    expect(last.items).toEqual([13, 14]);
    expect(pageRange(last)).toEqual({ first: 13, last: 14 });
  });

  it('exactly full pages', () => {
    expect(paginate(numbers(12), 2)).toMatchObject({ items: [7, 8, 9, 10, 11, 12], pageCount: 2 });
  });

  it('a page beyond the end shows the last page', () => {
    expect(paginate(numbers(14), 99)).toMatchObject({ items: [13, 14], page: 3 });
  });

  it.each([0, -3, 1.5, Number.NaN])('page %p shows the first page', (page) => {
    expect(paginate(numbers(14), page)).toMatchObject({ page: 1, items: [1, 2, 3, 4, 5, 6] });
  });

  it('an empty list has no pages and shows nothing', () => {
    const page = paginate([], 4);
    expect(page).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
    expect(pageRange(page)).toEqual({ first: 0, last: 0 });
  });

  it('one item', () => {
    expect(paginate(['x'], 1)).toEqual({ items: ['x'], page: 1, pageCount: 1, total: 1 });
  });

  describe('numbered buttons', () => {
    it('every page when there are 7 or fewer', () => {
      expect(pageButtons(1, 0)).toEqual([]);
      expect(pageButtons(1, 1)).toEqual([1]);
      expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('the first, the last and the current with its neighbours, in 7 slots', () => {
      expect(pageButtons(1, 334)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 334]);
      expect(pageButtons(4, 334)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 334]);
      expect(pageButtons(5, 334)).toEqual([1, PAGE_GAP, 4, 5, 6, PAGE_GAP, 334]);
      expect(pageButtons(100, 334)).toEqual([1, PAGE_GAP, 99, 100, 101, PAGE_GAP, 334]);
      expect(pageButtons(330, 334)).toEqual([1, PAGE_GAP, 329, 330, 331, PAGE_GAP, 334]);
      expect(pageButtons(331, 334)).toEqual([1, PAGE_GAP, 330, 331, 332, 333, 334]);
      expect(pageButtons(334, 334)).toEqual([1, PAGE_GAP, 330, 331, 332, 333, 334]);
      expect(pageButtons(8, 8)).toEqual([1, PAGE_GAP, 4, 5, 6, 7, 8]);
    });

    it('clamps a current page outside the range', () => {
      expect(pageButtons(999, 10)).toEqual(pageButtons(10, 10));
      expect(pageButtons(-1, 10)).toEqual(pageButtons(1, 10));
    });

    it('always includes the current page and never more than 7 slots', () => {
      for (let count = 1; count <= 12; count++) {
        for (let current = 1; current <= count; current++) {
          const buttons = pageButtons(current, count);
          expect(buttons).toContain(current);
          expect(buttons.length).toBeLessThanOrEqual(7);
          // A gap always hides at least two pages.
          buttons.forEach((button, index) => {
            if (button !== PAGE_GAP) return;
            const before = buttons[index - 1] as number;
            const after = buttons[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          });
        }
      }
    });
  });
});
