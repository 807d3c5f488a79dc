import { MEDIA_FILE_TYPES, mediaKindOf } from '@inroad/contracts/media';
import { Alert, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconPhotoUp, IconTrash } from '../../../components/icons.tsx';
import { type UploadedMedia, useUploadMedia } from '../../../lib/upload-media.ts';

export interface AttachedMedia extends UploadedMedia {
  fileName: string;
  /** A local URL of the chosen file for the preview, revoked when it is removed. */
  previewUrl: string;
}

export const IMAGE_ONLY_MESSAGE = 'Choose an image file';
/** The image types of MEDIA_FILE_TYPES, as people know them. */
export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG, GIF, WebP or AVIF image';

// The server refuses any other image, and its refusal would only say the upload failed.
const IMAGE_CONTENT_TYPES: readonly string[] = [
  ...new Set(Object.values(MEDIA_FILE_TYPES).filter((type) => mediaKindOf(type) === 'image')),
];

interface MediaStepProps {
  media: AttachedMedia | null;
  onChange: (media: AttachedMedia | null) => void;
  /**
   * Whether an image is uploading. The image is attached when its upload ends, and only while this step is shown, so
   * the flow stays on the step until then.
   */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * A long-form post's image: only the image types the server takes, uploaded as soon as it is chosen, with a preview
 * and remove.
 */
export function MediaStep({ media, onChange, onUploadingChange }: MediaStepProps) {
  const upload = useUploadMedia('longform_text');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onUploadingChange(upload.isPending);
    return () => onUploadingChange(false);
  }, [upload.isPending, onUploadingChange]);

  useEffect(() => {
    if (!media) return;
    return () => URL.revokeObjectURL(media.previewUrl);
  }, [media]);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(IMAGE_ONLY_MESSAGE);
      return;
    }
    if (!IMAGE_CONTENT_TYPES.includes(file.type)) {
      setError(IMAGE_TYPE_MESSAGE);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange({ ...uploaded, fileName: file.name, previewUrl: URL.createObjectURL(file) }),
      onError: (error) => setError(error.message),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Add an image to the post, or go on without one.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {media ? (
        <Stack gap="xs" align="flex-start">
          <Image
            src={media.previewUrl}
            alt={`Preview of ${media.fileName}`}
            mah={280}
            w="auto"
            fit="contain"
            radius="sm"
          />
          <Group gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {media.fileName}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
            >
              Remove image
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={IMAGE_CONTENT_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Image file' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                disabled={upload.isPending}
              >
                Upload image
              </Button>
            )}
          </FileButton>
          {upload.isPending && <Loader role="status" size="xs" aria-label="Uploading" />}
        </Group>
      )}
    </Stack>
  );
}
