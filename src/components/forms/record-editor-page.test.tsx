import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { RecordEditorPage, type RecordEditorState } from './record-editor-page';

function setup(state: Partial<RecordEditorState>) {
  const editor: RecordEditorState = {
    isLoading: false,
    isError: false,
    notFound: false,
    isEditing: true,
    saving: false,
    retry: vi.fn(),
    listRoute: '/pages/business/user/address/addressList',
    remove: vi.fn(),
    ...state,
  };
  const result = renderWithProviders(
    <RecordEditorPage
      title={{ id: 'test.title', defaultMessage: 'Edit address' }}
      editor={editor}
      failedTitle={{ id: 'test.failed', defaultMessage: 'Could not load the address' }}
      missingTitle={{ id: 'test.missing', defaultMessage: 'This address no longer exists' }}
      backLabel="Back to my addresses"
    >
      <form aria-label="Address" />
    </RecordEditorPage>,
  );
  return { ...result, editor };
}

describe('RecordEditorPage', () => {
  it('offers Delete for a saved record, under the page title, beside its form', async () => {
    const { user, editor } = setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(editor.remove).toHaveBeenCalledTimes(1);
  });

  it('has nothing to delete for a new record, or one the server no longer has', async () => {
    setup({ isEditing: false });
    expect(await screen.findByRole('form', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('keeps Delete from a second tap while a save or delete is on its way', async () => {
    setup({ saving: true });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says the record is gone, with the way back, instead of Delete', async () => {
    setup({ notFound: true });
    expect(await screen.findByText('This address no longer exists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
