import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './files-input.css';

/** A chosen file, named and keyed for the list; it travels with the form's own call. */
export interface PickedFile {
  uid: string;
  name: string;
  originFileObj: File;
}

let picked = 0;
const toPicked = (file: File): PickedFile => {
  picked += 1;
  return { uid: `picked-${picked}`, name: file.name, originFileObj: file };
};

/** The File objects of the list, for a multipart body. */
export const filesOf = (list: PickedFile[] | undefined): File[] => (list ?? []).map((f) => f.originFileObj);

/**
 * Several files picked with the browser's own chooser, each removable before sending, as a form field
 * (value, onChange). Not antd's Upload, which is 16 KB of gzipped script for what a file input and a
 * list do here (issue 21 §4, ADR 0048). `accepts` turns files away by name and type; the server
 * checks their content again.
 */
export function FilesInput({
  id,
  value = [],
  onChange,
  accept,
  accepts,
  onRefused,
  chooseLabel,
}: {
  id?: string;
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  accept: string;
  accepts: (file: File) => boolean;
  /** Told when a chosen file was turned away (the others are kept). */
  onRefused: () => void;
  chooseLabel: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    const kept = files.filter(accepts);
    if (kept.length < files.length) onRefused();
    if (kept.length) onChange?.([...value, ...kept.map(toPicked)]);
  };
  return (
    <div className="files-input">
      <Button id={id} icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="files-input__native"
        tabIndex={-1}
        aria-hidden
        onChange={choose}
      />
      {value.length ? (
        <ul className="files-input__list">
          {value.map((file) => (
            <li key={file.uid} className="files-input__file">
              <PaperClipOutlined aria-hidden className="files-input__clip" />
              <span className="files-input__name">{file.name}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('actions.removeFile', { name: file.name })}
                onClick={() => onChange?.(value.filter((other) => other.uid !== file.uid))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
