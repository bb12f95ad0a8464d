import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ImageUpload, type ImageUploadProps, type UploadSummary } from './image-upload';

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function setup(props: Partial<ImageUploadProps> = {}) {
  const upload = vi.fn((file: File) => Promise.resolve(`https://img.example/${file.name}`));
  const onChange = vi.fn<(summary: UploadSummary) => void>();
  const result = renderWithProviders(
    <ImageUpload label="Voucher" maxCount={3} maxSizeBytes={1000} upload={upload} onChange={onChange} {...props} />,
  );
  /** The message the shopper is shown (a toast event, translated by the app's overlay host). */
  const toastShown = () => {
    const toast = result.store.getState().ui.toasts.at(-1);
    return toast && 'message' in toast.text ? { id: toast.text.message.id, values: toast.text.values } : undefined;
  };
  const group = () => screen.getByRole('group', { name: 'Voucher' });
  const input = () => within(group()).getByLabelText('Add a photo', { selector: 'input' });
  const addButton = () => within(group()).getByRole('button', { name: 'Add a photo', hidden: true });
  await screen.findByRole('group', { name: 'Voucher' });
  return { ...result, upload, onChange, group, input, addButton, toastShown };
}

function lastSummary(onChange: ReturnType<typeof vi.fn<(summary: UploadSummary) => void>>): UploadSummary | undefined {
  return onChange.mock.calls.at(-1)?.[0];
}

describe('ImageUpload', () => {
  it('refuses a file over the maximum size with a message and does not upload it', async () => {
    const { user, upload, onChange, input, toastShown } = await setup();
    await user.upload(input(), [png('big.png', 1001), png('ok.png', 1000)]);
    expect(toastShown()).toEqual({ id: 'components.upload_too_large', values: { count: 1, size: 0 } });
    await waitFor(() => expect(lastSummary(onChange)?.urls).toEqual(['https://img.example/ok.png']));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('ok.png');
  });

  it('takes at most the remaining slots from one pick and says so', async () => {
    const { user, upload, onChange, input, toastShown } = await setup();
    await user.upload(input(), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(toastShown()).toEqual({ id: 'components.upload_too_many', values: { accepted: 3 } });
    await waitFor(() => expect(lastSummary(onChange)?.urls).toHaveLength(3));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('takes at most 9 from one pick even with more room', async () => {
    const { user, upload, input, toastShown } = await setup({ maxCount: 20 });
    await user.upload(input(), Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(9));
    expect(toastShown()).toEqual({ id: 'components.upload_too_many', values: { accepted: 9 } });
  });

  it('names every preview picture after the control and its position', async () => {
    const { user, input, group } = await setup({ defaultValue: ['https://img.example/old.png'] });
    // antd keeps a preview hidden until its picture loads, which the test DOM never does: query by alt.
    await waitFor(() => expect(within(group()).getByAltText('Voucher, image 1')).toBeInTheDocument());
    await user.upload(input(), [png('a.png')]);
    await waitFor(() => expect(within(group()).getByAltText('Voucher, image 2')).toBeInTheDocument());
    expect(group().querySelectorAll('img:not([alt])')).toHaveLength(0);
  });

  it('hides the control at the maximum count and shows it again after a removal', async () => {
    const { user, input, addButton, group } = await setup({ maxCount: 2 });
    expect(addButton()).toBeVisible();
    await user.upload(input(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(addButton()).not.toBeVisible());
    expect(within(group()).getByText('2 of 2 images · up to 0 MB each')).toBeInTheDocument();
    await user.click(within(group()).getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(addButton()).toBeVisible());
  });

  it('shows uploading, then failed with a retry that succeeds', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const upload = vi.fn(
      (file: File) =>
        new Promise<string>((resolve, reject) => {
          release = () => (fail ? reject(new Error('network')) : resolve(`https://img.example/${file.name}`));
        }),
    );
    const { user, input, group, onChange } = await setup({ upload });
    await user.upload(input(), [png('receipt.png')]);
    expect(await within(group()).findByText('Uploading…')).toBeInTheDocument();
    expect(lastSummary(onChange)).toMatchObject({ uploading: 1, urls: [] });

    release();
    expect(await within(group()).findByText('Upload failed')).toBeInTheDocument();
    await waitFor(() => expect(lastSummary(onChange)).toMatchObject({ uploading: 0, failed: 1, urls: [] }));

    fail = false;
    await user.click(within(group()).getByRole('button', { name: 'Retry' }));
    expect(await within(group()).findByText('Uploading…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(lastSummary(onChange)).toMatchObject({ failed: 0, urls: ['https://img.example/receipt.png'] }));
    expect(within(group()).queryByText('Upload failed')).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('counts a failed image as taking a slot', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('down')));
    const { user, input, addButton, group } = await setup({ upload, maxCount: 1 });
    await user.upload(input(), [png('a.png')]);
    expect(await within(group()).findByText('Upload failed')).toBeInTheDocument();
    expect(addButton()).not.toBeVisible();
  });

  it('starts from images uploaded before', async () => {
    const { group } = await setup({ defaultValue: ['https://img.example/old.png'] });
    expect(within(group()).getByText('1 of 3 images · up to 0 MB each')).toBeInTheDocument();
  });
});
