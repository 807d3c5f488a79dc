import type { Source } from '@inroad/contracts/source';
import { Button, EmptyState, Group, Menu, Paper, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { IconChevronDown, IconSearch } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { platformLabel } from '../../../lib/format.ts';
import { useSources } from '../../../lib/sources.ts';
import { useSyncedText } from '../../../lib/use-synced-text.ts';
import { useDeleteSource } from '../api/delete-source.ts';
import { useSetSourceActive } from '../api/set-source-active.ts';
import { SourceEditor } from './source-editor.tsx';
import { SourcesTable, sourceTypeLabel } from './sources-table.tsx';

/** Search over name, platform, followed entity type (value and label) and id, case-insensitively. */
function matches(source: Source, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [
    source.name,
    source.platform,
    platformLabel(source.platform),
    source.followedEntityType,
    sourceTypeLabel(source),
    source.id,
  ].some((value) => value.toLowerCase().includes(needle));
}

export function FeedsScreen() {
  const sources = useSources();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const q = searchParams.get('q') ?? '';
  const { text, setText, markWritten } = useSyncedText(q);
  const [editor, setEditor] = useState<{ open: boolean; source: Source | null }>({ open: false, source: null });
  const [deleting, setDeleting] = useState<Source | null>(null);
  const remove = useDeleteSource();
  const setActive = useSetSourceActive();

  const visible = useMemo(() => (sources.data ?? []).filter((source) => matches(source, text)), [sources.data, text]);

  const setQuery = (value: string) => {
    setText(value);
    markWritten(value);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set('q', value);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Feeds"
        description="The LinkedIn and Reddit sources your inbox is gathered from."
        actions={
          <Menu position="bottom-end">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} aria-hidden />}>Add Feed</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {/* The onboarding wizard opens over the inbox. */}
              <Menu.Item onClick={() => navigate('/posts?onboarding=1')}>Source Wizard</Menu.Item>
              <Menu.Item onClick={() => setEditor({ open: true, source: null })}>Manual (advanced)</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
      <Group mb="md">
        <TextInput
          type="search"
          aria-label="Search feeds"
          placeholder="Search by name, platform, type or ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={360}
          maw="100%"
        />
      </Group>
      <Paper withBorder component="section" aria-label="Feeds list">
        <QueryListState
          query={sources}
          noun="feeds"
          empty={{
            title: 'No Data Feeds yet',
            description: 'Add a LinkedIn search, a profile or your Reddit feed to start filling your inbox.',
          }}
        >
          {() =>
            visible.length === 0 ? (
              <EmptyState py="xl" title={`No feeds match "${text}"`} />
            ) : (
              <SourcesTable
                sources={visible}
                onToggleActive={(source) => setActive.mutate({ id: source.id, active: !source.active })}
                onEdit={(source) => setEditor({ open: true, source })}
                onDelete={setDeleting}
              />
            )
          }
        </QueryListState>
      </Paper>
      <SourceEditor
        opened={editor.open}
        source={editor.source}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete source"
        message={`Are you sure you want to delete this source${deleting ? ` (${deleting.name})` : ''}? Its posts stay in your inbox.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
