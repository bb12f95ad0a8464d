import { screen, waitFor, within } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiEventHost } from '@/app/hosts/ui-event-host';
import { renderWithProviders } from '../../tests/render';
import { ImageUpload, type ImageUploadProps, type UploadSummary } from './image-upload';

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function setup(props: Partial<ImageUploadProps> = {}) {
  const upload = vi.fn((file: File) => Promise.resolve(`https://img.example/${file.name}`));
  const onChange = vi.fn<(summary: UploadSummary) => void>();
  const result = renderWithProviders(
    <>
      <ImageUpload label="Voucher" maxCount={3} maxSizeBytes={1000} upload={upload} onChange={onChange} {...props} />
      <UiEventHost />
    </>,
  );
  const group = () => screen.getByRole('group', { name: 'Voucher' });
  const input = () => within(group()).getByLabelText('Upload', { selector: 'input' });
  const addButton = () => within(group()).getByRole('button', { name: 'Upload', hidden: true });
  await screen.findByRole('group', { name: 'Voucher' });
  return { ...result, upload, onChange, group, input, addButton };
}

function lastSummary(onChange: ReturnType<typeof vi.fn<(summary: UploadSummary) => void>>): UploadSummary | undefined {
  return onChange.mock.calls.at(-1)?.[0];
}

beforeAll(() => {
  // As in src/main.tsx: antd-mobile's imperative Toast renders through createRoot on React 19.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the documented React 19 adapter.
  unstableSetRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
    };
  });
});

describe('ImageUpload', () => {
  it('refuses a file over the maximum size with a message and does not upload it', async () => {
    const { user, upload, onChange, input } = await setup();
    await user.upload(input(), [png('big.png', 1001), png('ok.png', 1000)]);
    expect(await screen.findByText('This image is larger than 0 MB and was not added.')).toBeInTheDocument();
    await waitFor(() => expect(lastSummary(onChange)?.urls).toEqual(['https://img.example/ok.png']));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('ok.png');
  });

  it('takes at most the remaining slots from one pick and says so', async () => {
    const { user, upload, onChange, input } = await setup();
    await user.upload(input(), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText('Only 3 more images could be added.')).toBeInTheDocument();
    await waitFor(() => expect(lastSummary(onChange)?.urls).toHaveLength(3));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('takes at most 9 from one pick even with more room', async () => {
    const { user, upload, input } = await setup({ maxCount: 20 });
    await user.upload(input(), Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(9));
    expect(await screen.findByText('Only 9 more images could be added.')).toBeInTheDocument();
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
