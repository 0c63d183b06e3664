import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, describeFileSize } from './submission.validation';
import { Icon } from '../../components/ui/icon.component';

interface Props {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Click to browse or drop a file; the input accepts .doc,.docx,.txt. */
export function UploadArea({ file, onFile, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  }

  return (
    <div
      className={`submit-upload${dragging ? ' submit-upload--dragging' : ''}`}
      data-testid="upload-area"
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onClick={() => !disabled && input.current?.click()}
    >
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="visually-hidden"
        disabled={disabled}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // Allow choosing the same file again after a rejection.
          e.target.value = '';
        }}
      />
      <Icon name="document" size={40} className="submit-upload__icon" />
      <label htmlFor={inputId} className="submit-upload__label" onClick={(e) => e.stopPropagation()}>
        Click to upload or drag and drop your paper
      </label>
      <p className="submit-upload__hint">DOC, DOCX or TXT, up to 10 MB</p>
      {file && (
        <p className="submit-upload__file" data-testid="file-info">
          <strong>{file.name}</strong> <span>({describeFileSize(file.size)})</span>
        </p>
      )}
    </div>
  );
}
