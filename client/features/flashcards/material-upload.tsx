import { FileUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MATERIAL_MAX_BYTES } from '@common/schemas/materials';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { STUDY_MATERIAL_ACCEPT, extractStudyMaterial, isAbortError, type ExtractedMaterial, type UploadProgress } from '@client/lib/upload-file';
import { errorMessage } from '@client/lib/api';

const MAX_MB = Math.round(MATERIAL_MAX_BYTES / (1024 * 1024));

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number | null }
  | { kind: 'reading'; name: string }
  | { kind: 'error'; message: string };

/**
 * "Upload a file" beside a study-text box (issue 5 §6): sends a PDF, DOCX, Markdown or text file to
 * POST /api/materials/extract with a real upload progress bar, then "Reading the file…" while the
 * server extracts, and hands the text to `onText`. The server's message (too large, unsupported,
 * a scanned PDF with no text layer) is shown as it is. The quiz generator reuses this.
 */
export function MaterialUpload({ onText, disabled }: { onText: (material: ExtractedMaterial, fileName: string) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File) => {
    if (file.size > MATERIAL_MAX_BYTES) {
      setStatus({ kind: 'error', message: `${file.name} is larger than ${MAX_MB} MB. Upload a smaller file, or paste the part you need.` });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus({ kind: 'uploading', name: file.name, percent: 0 });
    const onProgress = (p: UploadProgress) =>
      setStatus(p.phase === 'processing' ? { kind: 'reading', name: file.name } : { kind: 'uploading', name: file.name, percent: p.percent });
    try {
      const material = await extractStudyMaterial(file, { onProgress, signal: controller.signal });
      setStatus({ kind: 'idle' });
      onText(material, file.name);
    } catch (err) {
      if (isAbortError(err)) setStatus({ kind: 'idle' });
      else setStatus({ kind: 'error', message: errorMessage(err, 'The file could not be read. Please try another file.') });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const busy = status.kind === 'uploading' || status.kind === 'reading';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled || busy}>
          <FileUp aria-hidden />
          Upload a file
        </Button>
        <span className="text-xs text-muted-foreground">PDF, DOCX, Markdown or text, up to {MAX_MB} MB</span>
        <input
          ref={inputRef}
          type="file"
          accept={STUDY_MATERIAL_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Study material file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
      </div>
      {status.kind === 'uploading' && (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/50 p-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="truncate text-sm">
              Uploading <span className="font-medium">{status.name}</span>
              {status.percent !== null && <span className="tabular-nums"> — {status.percent}%</span>}
            </p>
            <Progress value={status.percent} aria-label={`Uploading ${status.name}`} />
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label="Cancel upload" onClick={() => abortRef.current?.abort()}>
            <X aria-hidden />
          </Button>
        </div>
      )}
      {status.kind === 'reading' && (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <Spinner className="size-5" label="Reading the file" />
          <span className="min-w-0 truncate" aria-hidden>
            Reading the file… <span className="text-muted-foreground">{status.name}</span>
          </span>
        </div>
      )}
      {status.kind === 'error' && (
        <Alert variant="destructive" className="flex items-start justify-between gap-2">
          <span>
            <span className="font-semibold">Could not use this file. </span>
            {status.message}
          </span>
          <button type="button" className="shrink-0 rounded p-0.5 opacity-80 hover:opacity-100" aria-label="Dismiss" onClick={() => setStatus({ kind: 'idle' })}>
            <X className="size-4" aria-hidden />
          </button>
        </Alert>
      )}
    </div>
  );
}
