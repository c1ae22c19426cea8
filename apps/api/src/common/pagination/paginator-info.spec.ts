import { paginatorInfo } from './paginator-info.type.js';

describe('paginatorInfo', () => {
  it('describes a middle page', () => {
    expect(paginatorInfo(95, 2, 10, 10)).toEqual({
      count: 10,
      currentPage: 2,
      firstItem: 11,
      lastItem: 20,
      hasMorePages: true,
      lastPage: 10,
      perPage: 10,
      total: 95,
      totalIsLowerBound: false,
    });
  });

  it('describes the last, partial page', () => {
    expect(paginatorInfo(95, 10, 10, 5)).toMatchObject({
      firstItem: 91,
      lastItem: 95,
      hasMorePages: false,
      lastPage: 10,
    });
  });

  it('describes an empty list as one empty page', () => {
    expect(paginatorInfo(0, 1, 25, 0)).toEqual({
      count: 0,
      currentPage: 1,
      firstItem: null,
      lastItem: null,
      hasMorePages: false,
      lastPage: 1,
      perPage: 25,
      total: 0,
      totalIsLowerBound: false,
    });
  });

  it('describes a list counted only up to a bound: the total is a lower bound and more pages follow', () => {
    expect(paginatorInfo(10_000, 200, 50, 50, true)).toMatchObject({
      hasMorePages: true,
      lastPage: 200,
      total: 10_000,
      totalIsLowerBound: true,
    });
  });
});
