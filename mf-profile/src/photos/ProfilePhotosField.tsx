import { Col, Flex, Row, Typography } from 'antd';
import { imageUploadMessages, photoUploadMessages } from '@reunion/contracts';
import { useToast } from '@reunion/web-kit';
import { useState } from 'react';
import { ImagePicker } from '../image-upload/ImagePicker';
import { newPhotoItems, type PhotoItem } from './photoItems';
import { PhotoPreview } from './PhotoPreview';
import { profilePhotoRules } from './profilePhotoRules';

interface ProfilePhotosFieldProps {
  /** Set by Form.Item: the label's target. */
  readonly id?: string;
  readonly value?: PhotoItem[];
  readonly onChange?: (value: PhotoItem[]) => void;
  readonly disabled?: boolean;
}

/** The profile-photo control (docs/profiles.md, "Photos") as an antd form control. */
export function ProfilePhotosField({
  id,
  value = [],
  onChange,
  disabled,
}: ProfilePhotosFieldProps) {
  const { toast } = useToast();
  const helpId = `${id ?? 'photos'}-help`;
  const refusalId = `${id ?? 'photos'}-refusal`;
  // The last choice's refusals, kept by the field until the next choice: the toast goes in
  // seconds, before its advice (a HEIC photo's way to a JPEG) could be followed.
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = (key: string) => {
    try {
      onChange?.(value.filter((item) => item.key !== key));
      toast({
        title: 'Photo removed',
        description: 'The photo will be removed when you save the profile.',
      });
    } catch {
      toast({
        title: imageUploadMessages.removeErrorTitle,
        description: imageUploadMessages.removeError,
        variant: 'destructive',
      });
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text id={helpId} type="secondary">
        {photoUploadMessages.profileRules(profilePhotoRules.maxFiles)} {value.length} of{' '}
        {profilePhotoRules.maxFiles} chosen.
      </Typography.Text>
      {value.length > 0 && (
        <Row gutter={[16, 16]}>
          {value.map((item, index) => (
            <Col key={item.key} xs={24} sm={8}>
              <PhotoPreview
                item={item}
                position={index + 1}
                maxBytes={profilePhotoRules.maxBytes}
                onRemove={() => remove(item.key)}
                disabled={disabled}
              />
            </Col>
          ))}
        </Row>
      )}
      <div>
        <ImagePicker
          id={id}
          {...profilePhotoRules}
          existingCount={value.length}
          onAccept={(files) => onChange?.([...value, ...newPhotoItems(files)])}
          onRefusals={(problems) =>
            setRefusal(
              problems.length > 0 ? problems.map((problem) => problem.description).join(' ') : null,
            )
          }
          buttonText="Add Photos"
          // Left enabled when full: the 'Too Many Files' toast says what to do.
          disabled={disabled}
          describedBy={refusal === null ? helpId : `${helpId} ${refusalId}`}
        />
      </div>
      {refusal !== null && (
        // Not announced again: the toast is an alert already. Read with the button instead.
        <Typography.Text id={refusalId} type="danger">
          {refusal}
        </Typography.Text>
      )}
    </Flex>
  );
}
