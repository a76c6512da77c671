import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { namedPageArrows } from './namedPageArrows';

describe('namedPageArrows', () => {
  test('the previous and next arrows are buttons named for what they do', () => {
    render(<Pagination total={60} pageSize={20} current={2} itemRender={namedPageArrows} />);
    // getByRole throws when no such button exists.
    expect(screen.getByRole('button', { name: 'Previous page' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('button', { name: 'Next page' }).tagName).toBe('BUTTON');
    // The pages are drawn as antd draws them.
    expect(screen.getByTitle('3').textContent).toBe('3');
  });
});
