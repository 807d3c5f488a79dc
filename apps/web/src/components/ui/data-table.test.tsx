import { Table, Text } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DataTable, RowIconAction } from './data-table.tsx';
import { QueryListState } from './query-list-state.tsx';

const loaded = <T,>(data: T[]) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

describe('the table shell', () => {
  it('names the table, heads its columns and an Actions column, and holds the rows', () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <DataTable label="Things" minWidth={400} actionsWidth={48} head={<Table.Th>Name</Table.Th>}>
        <Table.Tr>
          <Table.Td>First</Table.Td>
          <Table.Td>
            <RowIconAction kind="delete" label="Delete First" onClick={onDelete} />
          </Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Name', 'Actions']);
    fireEvent.click(within(table).getByRole('button', { name: 'Delete First' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('has no Actions column when the rows have no actions', () => {
    renderWithProviders(
      <DataTable head={<Table.Th>Date</Table.Th>}>
        <Table.Tr>
          <Table.Td>Today</Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date']);
    expect(screen.getByRole('table').getAttribute('aria-label')).toBeNull();
  });
});

describe('a list query body', () => {
  it('says it is loading', () => {
    const pending = { isPending: true, isError: false, data: undefined, refetch: vi.fn() };
    renderWithProviders(
      <QueryListState query={pending} noun="slots" empty={{ title: 'None' }}>
        {() => null}
      </QueryListState>,
    );
    expect(screen.getByRole('status', { name: 'Loading slots' })).toBeTruthy();
  });

  it('offers a retry under its own error title', () => {
    const failed = { isPending: false, isError: true, data: undefined, refetch: vi.fn() };
    renderWithProviders(
      <QueryListState query={failed} noun="slots" errorTitle="Could not load your slots" empty={{ title: 'None' }}>
        {() => null}
      </QueryListState>,
    );
    expect(screen.getByText('Could not load your slots')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state with its buttons', () => {
    renderWithProviders(
      <QueryListState
        query={loaded([])}
        noun="posts"
        empty={{ title: 'No posts yet', description: 'Write one.', actions: <button type="button">Write</button> }}
      >
        {() => null}
      </QueryListState>,
    );
    expect(screen.getByText('No posts yet')).toBeTruthy();
    expect(screen.getByText('Write one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write' })).toBeTruthy();
  });

  it('shows the screen’s own empty element', () => {
    renderWithProviders(
      <QueryListState query={loaded([])} noun="posts" empty={<Text>Nothing here.</Text>}>
        {() => null}
      </QueryListState>,
    );
    expect(screen.getByText('Nothing here.')).toBeTruthy();
  });

  it('hands the loaded items to the list', () => {
    renderWithProviders(
      <QueryListState query={loaded(['a', 'b'])} noun="letters" empty={{ title: 'None' }}>
        {(items) => <Text>{items.join(',')}</Text>}
      </QueryListState>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
