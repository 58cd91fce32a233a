import { Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../../../shared/antd/antd-provider';
import { useFetchPublicSettingsQuery } from '../api/public-settings.api';
import { TeaserTranscript } from './teaser-transcript';
import { teaserMedia } from './teaser-media';
import './teaser-modal.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once the modal's code is loaded and shown: the button stops its spinner. */
  onReady: () => void;
}

/**
 * The teaser video in a modal, loaded only when a visitor asks for it. Closing (button, Esc, a click
 * outside) pauses the video at once and removes it; the focus goes back to the button that opened it.
 */
export default function TeaserModal(props: Props) {
  // The landing page has no antd around it (ADR 0044): the modal brings its theme along.
  return (
    <AntdProvider>
      <TeaserModalContent {...props} />
    </AntdProvider>
  );
}

function TeaserModalContent({ open, onClose, onReady }: Props) {
  const { t, i18n } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Any failure to read the setting plays the product's own video: the page never ends up empty.
  const { data, isLoading } = useFetchPublicSettingsQuery();
  const media = teaserMedia(data?.['teaser-video-url'], i18n.resolvedLanguage ?? i18n.language);

  useEffect(onReady, [onReady]);

  // The video takes the focus once the modal is in place and the video is there (the setting may
  // arrive after the opening animation): Space plays it, Tab reaches its controls.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled && !isLoading) video.current?.focus();
  }, [settled, isLoading]);

  const close = () => {
    video.current?.pause();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('landing.teaser.title')}
      onCancel={close}
      // Named in the reader's language (antd's own word for it stays English).
      closable={{ 'aria-label': t('landing.teaser.close') }}
      footer={null}
      width={880}
      centered
      destroyOnHidden
      className="teaser-modal"
      afterOpenChange={setSettled}
    >
      <div className="teaser-modal__frame">
        {isLoading ? (
          <Spin size="large" aria-label={t('landing.teaser.loading')} />
        ) : (
          <video
            ref={video}
            key={media.video}
            className="teaser-modal__video"
            controls
            playsInline
            // The product's video is small: all of it at once. Of an outside one, what it needs to start.
            preload={media.own ? 'auto' : 'metadata'}
            poster={media.poster}
            aria-describedby={media.own ? 'teaser-no-sound' : undefined}
          >
            <source src={media.video} type={media.own ? 'video/mp4' : undefined} />
            {media.tracks.map((track) => (
              <track
                key={track.code}
                kind="captions"
                srcLang={track.code}
                label={track.label}
                src={track.src}
                default={track.showing}
              />
            ))}
            <p>
              {t('landing.teaser.unsupported')}{' '}
              <a href={media.video} download>
                {t('landing.teaser.download')}
              </a>
            </p>
          </video>
        )}
      </div>
      {media.own ? <TeaserTranscript /> : null}
    </Modal>
  );
}
