import { MATERIAL_MAX_BYTES } from '@common/schemas/materials';
import { Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { STUDY_MATERIAL_ACCEPT, extractStudyMaterial, isAbortError, type UploadProgress } from '@client/lib/upload-file';

const MAX_MB = Math.round(MATERIAL_MAX_BYTES / (1024 * 1024));

/**
 * "Upload a file": a PDF, DOCX, Markdown or text file is read on the server and its text handed to
 * the setup's material box, with upload progress and a cancel button.
 */
export function MaterialUpload({ onText, disabled }: { onText: (text: string, fileName: string) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [fileName, setFileName] = useState('');
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    if (file.size > MATERIAL_MAX_BYTES) {
      toast({ title: 'Upload Failed', description: `"${file.name}" is larger than ${MAX_MB} MB.`, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setFileName(file.name);
    setProgress({ phase: 'uploading', loaded: 0, total: file.size, percent: 0 });
    try {
      const material = await extractStudyMaterial(file, { signal: controller.signal, onProgress: setProgress });
      const text = material.text.trim();
      if (!text) {
        toast({ title: 'Upload Failed', description: `No text was found in "${file.name}".`, variant: 'destructive' });
        return;
      }
      onText(text, file.name);
      toast({ title: 'File Added', description: `The text of "${file.name}" (${text.length.toLocaleString()} characters) is ready to use.` });
    } catch (err) {
      if (!isAbortError(err)) toast({ title: 'Upload Failed', description: errorMessage(err, 'Could not read the file. Please try again.'), variant: 'destructive' });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const label = progress.phase === 'processing' ? `Reading ${fileName}…` : `Uploading ${fileName}…`;
    return (
      <div className="flex min-w-0 flex-1 items-center gap-3 rounded-md border border-border px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-muted-foreground" id="quiz-upload-label">
            {label}
          </p>
          <Progress value={progress.phase === 'processing' ? null : progress.percent} aria-labelledby="quiz-upload-label" className="mt-1.5" />
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label="Cancel upload" onClick={() => abortRef.current?.abort()}>
          <X aria-hidden />
        </Button>
      </div>
    );
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={STUDY_MATERIAL_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled}>
        <Upload aria-hidden />
        Upload a file
      </Button>
    </>
  );
}
